// The browser's `zod`: vite.config.ts resolves every `import … from 'zod'` in the web build (the app's and the
// contract's) to this module, so the setting below runs before any schema is built, in whichever chunk loads
// zod first. Nothing has to remember to import it, and the landing page, which needs no schema, loads no zod.
//
// zod probes for eval support (new Function) when it builds its first object schema. The page's security policy
// forbids eval, so the probe would be reported as a CSP violation (and flagged by Lighthouse). Without the probe
// zod uses its plain, eval-free parser.
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
