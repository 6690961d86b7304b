export { createEngineFont } from './create-engine-font.ts';
export { type EngineSwitch, engineSwitches, setEngineSwitch } from './engine-switches.ts';
export type { EngineFont } from './fontkit-types.ts';
export {
  PdfEngineMismatchError,
  REVIEWED_VERSIONS,
  checkFontShape,
  checkVersions,
} from './self-check.ts';
