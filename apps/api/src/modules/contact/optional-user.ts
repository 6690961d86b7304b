// Moved to src/lib (docs/decisions/050): kept so routes still being edited elsewhere import it
// from here until they switch to '../../lib/optional-user.ts'.
export { optionalUser } from '../../lib/optional-user.ts';
