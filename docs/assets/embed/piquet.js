// Piquet for any HTML page: one script tag from the site, then custom elements.
//
//   <script src=(the site)/assets/embed/piquet.js defer></script>
//   <piquet-deal deal="<code>" lang="fr" step="3"></piquet-deal>
//   <piquet-hand drill="sets" seed="<seed>" lang="ru"></piquet-hand>
//   <piquet-puzzle seed="<seed>" lang="en"></piquet-puzzle>
//
// Each element shows the site's embed page in an iframe: the deal viewer
// (trainer/deal-embed/?d=<code>, the code of a viewer's link) or a drill's exercise
// (trainer/embed/?drill=&seed=; a play puzzle is the puzzles drill's, its seed the one in the
// puzzle's link). The frames come from the site, so they run its engine and
// its words (the page's language: en, fr or ru) on any host, LMS or blog, and work inside an
// iframe sandboxed with allow-scripts. A classic script with no words of its own: the only
// text it writes is the frame's title, the element's `title` attribute if given.

(function () {
  "use strict";
  if (!window.customElements || window.customElements.get("piquet-deal")) return;
  const here = document.currentScript && document.currentScript.src;
  const ROOT = new URL("../../", here || location.href);
  const LANGS = ["en", "fr", "ru"];

  function pageURL(lang, path, params) {
    const prefix = lang === "en" ? "" : lang + "/";
    const url = new URL(prefix + path, ROOT);
    for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v);
    return url.href;
  }

  class PiquetFrame extends HTMLElement {
    static get observedAttributes() {
      return ["deal", "step", "drill", "seed", "lang", "height"];
    }

    connectedCallback() {
      this.render();
    }

    attributeChangedCallback() {
      if (this.isConnected) this.render();
    }

    get pageLang() {
      const wanted = (this.getAttribute("lang") || document.documentElement.lang || "en").slice(0, 2);
      return LANGS.includes(wanted) ? wanted : "en";
    }

    render() {
      const src = this.source();
      const old = this.querySelector("iframe");
      if (old && old.getAttribute("src") === src) return;
      const frame = document.createElement("iframe");
      frame.setAttribute("src", src);
      frame.setAttribute("title", this.getAttribute("title") || "Piquet");
      frame.setAttribute("loading", "lazy");
      frame.style.cssText = "border:0;width:100%;display:block";
      frame.height = this.getAttribute("height") || String(this.defaultHeight);
      this.replaceChildren(frame);
    }
  }

  // A frame sized to its content (the embed pages post their height, overrides/embed.html),
  // unless the element asks for a height of its own.
  window.addEventListener("message", function (ev) {
    const h = ev.data && ev.data.piquetFrameHeight;
    if (typeof h !== "number" || !(h > 0) || h > 20000) return;
    for (const frame of document.querySelectorAll("piquet-deal > iframe, piquet-hand > iframe, piquet-puzzle > iframe")) {
      if (frame.contentWindow !== ev.source || frame.parentElement.hasAttribute("height")) continue;
      frame.height = String(Math.ceil(h));
    }
  });

  class PiquetDeal extends PiquetFrame {
    get defaultHeight() {
      return 720;
    }

    source() {
      return pageURL(this.pageLang, "trainer/deal-embed/", {
        d: this.getAttribute("deal") || "",
        step: this.getAttribute("step") || "",
      });
    }
  }

  class PiquetHand extends PiquetFrame {
    get defaultHeight() {
      return 640;
    }

    source() {
      return pageURL(this.pageLang, "trainer/embed/", {
        drill: this.getAttribute("drill") || "point",
        seed: this.getAttribute("seed") || "",
      });
    }
  }

  // A play puzzle: the puzzles drill's exercise of that seed (no seed: a puzzle at random).
  class PiquetPuzzle extends PiquetFrame {
    get defaultHeight() {
      return 720;
    }

    source() {
      return pageURL(this.pageLang, "trainer/embed/", { drill: "puzzles", seed: this.getAttribute("seed") || "" });
    }
  }

  window.customElements.define("piquet-deal", PiquetDeal);
  window.customElements.define("piquet-hand", PiquetHand);
  window.customElements.define("piquet-puzzle", PiquetPuzzle);
})();
