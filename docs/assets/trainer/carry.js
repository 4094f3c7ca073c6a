// An exercise carried in an embed's own address: the Share panel's iframe code
// ends in `#x=` and the exercise the engine dealt (Exercise.to_dict(): its hands, questions,
// key and feedback, in the page's language), deflated and base64url-encoded. A frame
// sandboxed without allow-same-origin (WordPress's embeds) can start no worker, so no engine:
// it shows the exercise of the code all the same, checked as on the site (the exercise
// carries its key). After the `#`, the browser never sends it to the server: no request line
// too long for a host, whatever the drill or the language.

const KEY = "x";

function base64url(bytes) {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function unbase64url(text) {
  const plain = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
}

async function through(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

// The text after `#x=` for an exercise (null where the browser cannot compress).
export async function packExercise(ex) {
  if (typeof CompressionStream !== "function") return null;
  const json = new TextEncoder().encode(JSON.stringify(ex));
  return base64url(await through(json, new CompressionStream("deflate-raw")));
}

// The exercise an address carries (its `#x=`), or null: none, or unreadable.
export async function carriedExercise(hash = location.hash) {
  const packed = new URLSearchParams(hash.replace(/^#/, "")).get(KEY);
  if (!packed || typeof DecompressionStream !== "function") return null;
  try {
    const json = await through(unbase64url(packed), new DecompressionStream("deflate-raw"));
    const ex = JSON.parse(new TextDecoder().decode(json));
    const ok = ex && typeof ex.drill === "string" && typeof ex.seed === "string"
      && Array.isArray(ex.hands) && Array.isArray(ex.questions);
    return ok ? ex : null;
  } catch {
    return null;
  }
}

// An address with the exercise in its fragment.
export function withCarried(url, packed) {
  const out = new URL(url);
  if (packed) out.hash = `${KEY}=${packed}`;
  return out.href;
}
