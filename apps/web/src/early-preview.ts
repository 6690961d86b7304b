// An entry of its own, before the app's: it runs as soon as the page is parsed, without waiting
// for the app's modules to download and evaluate.
import { prefetchFirstPreview } from '@/features/resumes/preview/first-preview.ts';
import { applyThemeChoice, keepEarlyThemeChoices, readThemeChoice } from '@/lib/theme.ts';
import {
  PREVIEW_EDITOR_PATH,
  peekLocalDocument,
} from '@/features/preview-editor/local-document-key.ts';

// A theme chosen against the system's setting is drawn before the app loads.
applyThemeChoice(readThemeChoice());
keepEarlyThemeChoices();

// The preview editor's document is in this browser: the server starts drawing its first preview
// now, while the configuration, the app and the editor load.
const kept = window.location.pathname === PREVIEW_EDITOR_PATH ? peekLocalDocument() : null;
if (kept) prefetchFirstPreview(kept);
