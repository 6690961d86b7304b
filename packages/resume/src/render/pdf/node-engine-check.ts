import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { checkVersions } from '../../pdf-engine/self-check.ts';

/** The package folder of `name` as resolved from `from`; neither package exports package.json. */
function packageOf(name: string, from: string): { dir: string; version?: string } | undefined {
  let entry: string;
  try {
    entry = createRequire(from).resolve(name);
  } catch {
    return undefined;
  }
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const json = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (json.name === name) return { dir, version: json.version };
  }
  return undefined;
}

/**
 * The pdfkit and fontkit react-pdf renders with are the versions the engine was reviewed
 * against, and the fontkit the engine opens faces with is react-pdf's own copy.
 */
export function checkInstalledEngine(): void {
  const here = import.meta.filename;
  const renderer = createRequire(here).resolve('@react-pdf/renderer');
  const fontStore = createRequire(renderer).resolve('@react-pdf/font');
  const pdfkit = packageOf('pdfkit', renderer);
  const fontkit = packageOf('fontkit', fontStore);
  const ours = packageOf('fontkit', here);
  checkVersions({ pdfkit: pdfkit?.version, fontkit: fontkit?.version });
  if (ours?.dir !== fontkit?.dir) {
    checkVersions({ pdfkit: pdfkit?.version, fontkit: `a second copy at ${ours?.dir}` });
  }
}
