// Inlined by generators/trainer.py at the top of a drill page's (or an embed's) trainer
// container: starts the engine's worker as soon as the parser gets here, before the page's
// own scripts (Material's, then the trainer bundle, which run a few hundred ms later), and
// keeps what the worker answers until engine.js adopts it (startEngine). The init message is
// the container's `data-engine` (written at build time, engine.js sends the same); anything
// that fails here (a sandboxed frame's SecurityError) is left to engine.js to meet again and
// report.
(function () {
  try {
    var root = document.currentScript.parentElement;
    // the site's assets/ folder, from Material's stylesheet in <head> (assets/stylesheets/)
    var css = document.querySelector('link[rel="stylesheet"][href*="assets/stylesheets/main."]');
    if (window.__pqBoot || !root || !css || typeof Worker !== "function") return;
    var assets = new URL("../", css.href);
    var init = root.getAttribute("data-engine");
    var message = JSON.parse(init);
    var worker = new Worker(new URL("trainer/worker.js", assets), { type: "module" });
    var boot = { init: init, worker: worker, messages: [], t0: performance.now() };
    worker.onmessage = function (event) { boot.messages.push(event); };
    worker.onerror = function (event) { boot.error = event; };
    message.id = 0;
    worker.postMessage(message);
    window.__pqBoot = boot;
  } catch (err) {
    // engine.js starts (or fails to start) the worker itself
  }
})();
