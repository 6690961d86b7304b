import { config } from 'zod';

// Zod probes for eval() when it builds its first object schema, to compile faster parsers. The
// Content-Security-Policy forbids eval, and the probe alone is reported as a violation on every
// page. Imported first by main.tsx, so it runs before any schema is built.
config({ jitless: true });
