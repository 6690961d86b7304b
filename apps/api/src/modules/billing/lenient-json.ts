// Moved to src/lib (docs/decisions/050): kept so routes still being edited elsewhere import it
// from here until they switch to '../../lib/accept-empty-json.ts'.
export { acceptEmptyJson } from '../../lib/accept-empty-json.ts';
