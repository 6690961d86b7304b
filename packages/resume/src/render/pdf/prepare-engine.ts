import { registerFonts } from '../../fonts/register-fonts.ts';
import { checkInstalledEngine } from './node-engine-check.ts';
import { nodeFontLoader } from './node-font-resolver.ts';

let checked = false;

/** Registers the fonts once per process, after checking the engine matches what it wraps. */
export function preparePdfEngine(): void {
  if (!checked) {
    checkInstalledEngine();
    checked = true;
  }
  registerFonts(nodeFontLoader);
}
