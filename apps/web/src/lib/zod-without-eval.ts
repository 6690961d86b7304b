// Zod probes for eval() when it builds its first object schema, to compile faster parsers. The
// Content-Security-Policy forbids eval, and the probe alone is reported as a violation on every
// page. Zod reads its settings from this global when it loads, so setting it here, first thing
// in main.tsx and the preview worker, turns the probe off for every schema built later without
// loading zod itself on the start-up path (public pages become interactive without it).
// zod-without-eval.test.ts checks that zod still reads the setting from here.
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

// The same object zod keeps (it creates it only when absent), so the order of loading is free.
const holder = globalThis as ZodGlobal;
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
