// Injected by esbuild into docs/assets/trainer/trainer.bundle.js (generators/trainer.py). The
// bundle is a classic script, which has no `import.meta.url`: its modules read the script's
// own address instead, taken while it runs (document.currentScript is null afterwards).
export const PQ_SCRIPT_URL = document.currentScript.src;
