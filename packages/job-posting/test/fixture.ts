import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** A posting page from ./fixtures, written from the schema.org JobPosting definition. */
export const fixture = (name: string) =>
  readFileSync(join(here, 'fixtures', `${name}.html`), 'utf8');
