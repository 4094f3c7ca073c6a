// Inlined by generators/trainer.py right after a drill page's (or an embed's) stage, so it
// runs while the page still parses, before the first paint: it decides which hand the page
// opens on. Without `?seed=`, a drill page opens on one of its first exercises at
// random (pq-alts). With `?seed=X`, the page shows X's hand if it carries it (its
// own, one of pq-alts, or an embed's built-in exercise of the drill asked for); else X must
// be dealt by the engine, so the stage says "Dealing hand X…" (data-waiting) until it is,
// and never shows another hand first that the engine's would replace under the learner's
// answers. An embed asked for another drill without a seed waits for the page script, which
// shows that drill's built-in exercise.
(function () {
  var root = document.currentScript.parentElement;
  try {
    var params = new URLSearchParams(location.search);
    var seed = params.get("seed");
    var data = root.querySelector("script.pq-data");
    var stage = root.querySelector(".pq-stage");
    var own = JSON.parse(data.textContent);
    var altData = root.querySelector("script.pq-alts");
    var alts = altData ? JSON.parse(altData.textContent) : [];
    var drill = own.drill;
    if (root.getAttribute("data-mode") === "embed") {
      var wanted = params.get("drill");
      if (wanted && wanted in JSON.parse(root.getAttribute("data-drills") || "{}")) drill = wanted;
    }
    var wait = function (asked) {
      var s = JSON.parse(root.querySelector("script.pq-strings").textContent);
      var p = document.createElement("p");
      p.className = "pq-wait";
      // the drill's own words where it has them (fluency.js drillStrings): a puzzle is set
      var say = function (key) { return s[drill + ":" + key] || s[key]; };
      p.textContent = asked ? say("dealing_seed").replace("{seed}", asked) : say("dealing");
      stage.replaceChildren(p);
      if (asked) root.setAttribute("data-waiting", asked);
    };
    if (!seed) {
      if (drill !== own.drill) return wait(null);
      var i = Math.floor(Math.random() * (alts.length + 1));
      if (i === alts.length) return;
      stage.innerHTML = alts[i].html;
      data.textContent = JSON.stringify(alts[i].exercise);
      return;
    }
    if (seed === own.seed && drill === own.drill) return;
    // a seed that no engine could deal (not 1-32 of a-z, 0-9 and "-", as
    // piquet_core.trainer.seeds): the page's own hand at once, and the page script says why
    if (!/^[a-z0-9-]{1,32}$/.test(seed)) return root.setAttribute("data-bad-seed", seed);
    var hit = alts.filter(function (a) { return a.exercise.seed === seed; })[0];
    if (!hit) return wait(seed);
    stage.innerHTML = hit.html;
    data.textContent = JSON.stringify(hit.exercise);
  } catch (e) {
    // the page script shows the page's own exercise
  } finally {
    // the stage, hidden from before it was parsed when the address has a seed, is shown
    // once it holds the hand chosen (or the page's own, if the script failed)
    root.removeAttribute("data-picking");
  }
})();
