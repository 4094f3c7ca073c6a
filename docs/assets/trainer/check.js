// Checking an answer against the exercise's key: the mirror of
// piquet_core.trainer.exercise.check (tests/trainer/test_catalogs_and_js.py holds the two
// to the same results).

// A whole number however it is written ("48", " 48.0", "48,00", "+48", "1 152") in its
// plain form ("48"); anything else as it was typed: piquet_core.trainer.exercise.number_text.
export function numberText(text) {
  const plain = text.replace(/[\s\u00a0\u202f\u2009']/g, "");
  const m = /^[+]?([0-9]+)(?:[.,]([0-9]+))?$/.exec(plain);
  if (!m || (m[2] !== undefined && /[1-9]/.test(m[2]))) return text.trim();
  return String(parseInt(m[1], 10));
}

export function readAnswers(form) {
  const answers = {};
  for (const box of form.querySelectorAll("[data-q]")) {
    if (box.hidden) continue;
    const values = [];
    for (const option of box.querySelectorAll('[role="option"][aria-selected="true"]'))
      values.push(option.dataset.value);
    // a call said at the table (a step of the dialogue): the button pressed
    for (const call of box.querySelectorAll('button[aria-pressed="true"]'))
      values.push(call.dataset.value);
    for (const input of box.querySelectorAll("input")) {
      if (input.type === "number" || input.type === "text") {
        const v = input.value.trim();
        if (v !== "") values.push(numberText(v));
      } else if (input.checked) values.push(input.value);
    }
    answers[box.dataset.q] = values;
  }
  return answers;
}

export function visible(question, answers) {
  if (!question.show_if) return true;
  const given = (answers[question.show_if.q] || []).filter((v) => v.trim() !== "");
  // no values listed: shown once that question has any answer (a step of the dialogue)
  if (!question.show_if.in.length) return given.length > 0;
  return given.some((v) => question.show_if.in.includes(v));
}

// Each language's thousands separator, as piquet_core.trainer.words.NUMBER_SIGNS has it.
const GROUP = { en: ",", fr: "\u202f", ru: "\u00a0" };

// The answer given, as the feedback quotes it: an option's label, or a whole number written
// as the page's language writes numbers (« Non, pas 1 153 », not « pas 1153 »): the mirror of
// piquet_core.trainer.exercise._given.
function givenText(lang, q, value) {
  if (q.kind === "number" && /^[0-9]+$/.test(value))
    return String(parseInt(value, 10)).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[lang] || ",");
  return (q.options.find((o) => o.value === value) || { label: value }).label;
}

export function check(exercise, answers) {
  const items = [];
  let correct = true;
  const label = (q, v) => (q.options.find((o) => o.value === v) || { label: v }).label;
  for (const q of exercise.questions) {
    if (!visible(q, answers)) continue;
    const given = (answers[q.id] || []).map((v) => v.trim()).filter((v) => v !== "")
      .map((v) => (q.kind === "number" ? numberText(v) : v));
    if (q.kind === "multi") {
      const chosen = new Set(given);
      const expected = new Set(q.answer);
      for (const o of q.options) {
        if (expected.has(o.value) && chosen.has(o.value)) items.push(["right", o.right]);
        else if (expected.has(o.value)) {
          items.push(["missed", o.missed]);
          correct = false;
        } else if (chosen.has(o.value)) {
          items.push(["wrong", o.wrong]);
          correct = false;
        }
      }
      if (!expected.size && !chosen.size) items.push(["right", q.right]);
      continue;
    }
    const value = given[0] || "";
    if (q.answer.includes(value)) items.push(["right", q.right.replace("{given}", label(q, value))]);
    else {
      correct = false;
      items.push([value ? "wrong" : "missed", q.wrong.replace("{given}", value ? givenText(exercise.lang, q, value) : "—")]);
    }
  }
  return { correct, items };
}

