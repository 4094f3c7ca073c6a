// The site's service worker, written to site/sw.js by generators/offline.py with
// this build's VERSION and PRECACHE filled in. Registered by the engine (engine.js) once it
// is ready on a drill or the play page, so everything the engine fetched is already in the
// browser's HTTP cache and installing costs revalidations, not a second download.
//
// * Installing stores PRECACHE in the cache "piquet-<VERSION>": the engine (Pyodide's
//   runtime, the wheel, the worker), the scripts and styles of the pages, every page of the
//   site in every language (the reference as well as the drills and the play pages), each
//   language's 404 page and search index; so after one visit it all works with the network
//   off, and an address it does not hold gets its language's 404 page.
// * Those files are then answered from that cache (no byte on the wire); pages are asked of
//   the network first (a rebuilt page is seen at once) and answered from the cache when the
//   network fails. Anything else goes to the network, and is kept for offline use if it is
//   a page or one of the site's assets.
// * A new build writes a new sw.js (another VERSION): the browser installs it on the next
//   visit, it takes over at once and drops the older caches, the old engine with them.
const VERSION = "__VERSION__";
const PRECACHE = [/* PRECACHE */];
// the languages with a folder of their own (fr/, ru/), from generators/offline.py LANG_DIRS
const LANGS = [/* LANGS */];
const CACHE = `piquet-${VERSION}`;
const BASE = new URL("./", self.location.href).href;
const KEEP = new Set(PRECACHE.map((path) => new URL(path, BASE).href));

// Every request the worker makes itself asks the server (`no-cache`: a revalidation, a 304
// when nothing changed): a page the browser's HTTP cache holds as fresh by heuristic (a host
// that sends Last-Modified and no Cache-Control) would otherwise be stored, or answered, as
// it was before a rebuild, with the old engine's addresses in it.
const fresh = (request) => new Request(request, { cache: "no-cache" });

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...KEEP].map(fresh)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => n.startsWith("piquet-") && n !== CACHE && n !== "piquet-engine-snapshot")
            .map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// A page's address without its query or fragment (a drill's ?seed=, the play page's ?seed=).
function bare(url) {
  const u = new URL(url);
  u.search = "";
  u.hash = "";
  return u.href;
}

// The 404 page of an address's language (fr/404.html for /fr/..., the root's otherwise).
function notFoundPage(url) {
  const rest = url.slice(BASE.length);
  const lang = rest.split("/")[0];
  return new URL(LANGS.includes(lang) ? `${lang}/404.html` : "404.html", BASE).href;
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(fresh(request));
    if (response.ok) cache.put(bare(request.url), response.clone()).catch(() => {});
    return response;
  } catch (err) {
    const hit = (await cache.match(bare(request.url))) || (await caches.match(bare(request.url)));
    if (hit) return hit;
    if (request.mode === "navigate") {
      // an address the cache does not hold: the 404 page of its language, which links home
      const missing = await cache.match(notFoundPage(request.url));
      if (missing) return missing;
    }
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request.url);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) cache.put(request.url, response.clone()).catch(() => {});
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(BASE)) return;
  if (request.mode === "navigate" || request.destination === "document") {
    event.respondWith(networkFirst(request));
  } else if (KEEP.has(request.url) || KEEP.has(bare(request.url))) {
    event.respondWith(cacheFirst(request));
  } else if (new URL(request.url).pathname.includes("/assets/")) {
    event.respondWith(networkFirst(request));
  }
});
