import { z } from 'zod';

// zod probes for eval support (new Function) when it builds its first object schema, which happens while the
// contract's modules load. The page's security policy forbids eval, so the probe would be reported as a CSP
// violation (and flagged by Lighthouse). Without the probe zod uses its plain, eval-free parser.
// main.tsx imports this module first, and vite.config.ts bundles it with zod itself, so it runs before any other
// chunk builds a schema.
z.config({ jitless: true });
