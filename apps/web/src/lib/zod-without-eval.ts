/**
 * zod compiles its object parsers with `new Function` unless told not to, and probes whether it may by calling it: under
 * our Content Security Policy (`script-src 'self'`, no eval) the probe is refused, and the browser reports the refusal
 * although zod catches it (issue 41). zod reads its settings from this global when it loads; this module runs before
 * any other (main.tsx imports it first), so zod, fetched later with the screens, starts without eval.
 */
const zodSettings = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

export {};
