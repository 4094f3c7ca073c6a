// Inlined by generators/trainer.py at the top of a drill page's (or an embed's) trainer
// container: prepares the engine's worker before the page's own scripts run (Material's, then
// the trainer bundle), and starts it once the page has loaded and the browser has a moment
// (an idle callback, at most 500 ms later): the engine's download and its CPU then do not
// compete with the page's first paint and start-up (Lighthouse on a phone), and the
// learner has the built-in exercises meanwhile. What the worker answers is kept until
// engine.js adopts it (startEngine), which may also start it earlier. The init message is the
// container's `data-engine` (written at build time, engine.js sends the same); anything that
// fails here (a sandboxed frame's SecurityError) is kept for engine.js to report.
(function () {
  try {
    var root = document.currentScript.parentElement;
    // the site's assets/ folder, from Material's stylesheet in <head> (assets/stylesheets/)
    var css = document.querySelector('link[rel="stylesheet"][href*="assets/stylesheets/main."]');
    if (window.__pqBoot || !root || !css || typeof Worker !== "function") return;
    var assets = new URL("../", css.href);
    var init = root.getAttribute("data-engine");
    var message = JSON.parse(init);
    var boot = { init: init, worker: null, failed: null, messages: [], waiting: [], t0: 0 };
    boot.start = function () {
      if (boot.worker || boot.failed) return;
      try {
        var worker = new Worker(new URL("trainer/worker.js", assets), { type: "module" });
        boot.t0 = performance.now();
        worker.onmessage = function (event) { boot.messages.push(event); };
        worker.onerror = function (event) { boot.error = event; };
        message.id = 0;
        worker.postMessage(message);
        boot.worker = worker;
      } catch (err) {
        boot.failed = err;
      }
      boot.waiting.splice(0).forEach(function (then) { then(); });
    };
    var idle = function () {
      if (window.requestIdleCallback) requestIdleCallback(boot.start, { timeout: 500 });
      else setTimeout(boot.start, 0);
    };
    if (document.readyState === "complete") idle();
    else addEventListener("load", idle, { once: true });
    window.__pqBoot = boot;
  } catch (err) {
    // engine.js starts (or fails to start) the worker itself
  }
})();
