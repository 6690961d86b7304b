/* global document, requestAnimationFrame, HTMLSelectElement */
// Starts the app on a prerendered page once that page has painted, at low fetch priority: its
// code takes neither bandwidth from the stylesheet and images nor main-thread time from the first
// paint. The page names the app's entry and the modules it imports on this script element.
const element = document.querySelector('script[data-app-entry]');

// The theme chosen in this browser, and one chosen on this page before the app runs: the same
// key, attribute and values as src/lib/theme.ts, which takes over once the app has started.
const THEME_KEY = 'resumio.theme';
const THEMES = ['light', 'dark'];
function drawTheme(choice) {
  if (THEMES.includes(choice)) document.documentElement.dataset.theme = choice;
  else delete document.documentElement.dataset.theme;
}
try {
  drawTheme(localStorage.getItem(THEME_KEY));
} catch {
  // Storage refused (a private window): the system's setting stands.
}
document.addEventListener('change', (event) => {
  const target = event.target;
  if (!(target instanceof HTMLSelectElement) || !target.hasAttribute('data-theme-select')) return;
  drawTheme(target.value);
  try {
    if (THEMES.includes(target.value)) localStorage.setItem(THEME_KEY, target.value);
    else localStorage.removeItem(THEME_KEY);
  } catch {
    // As above: the choice holds for this page.
  }
});
let started = false;

function start() {
  if (started || !element) return;
  started = true;
  const entry = element.dataset.appEntry;
  const modules = [entry, ...(element.dataset.appPreload ?? '').split(' ').filter(Boolean)];
  // The entry's own import() then finds every module already on its way.
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.fetchPriority = 'low';
    link.href = href;
    document.head.append(link);
  }
  void evaluateInTurns(modules.slice(1), entry);
}

/** Lets the page answer input between two pieces of start-up work. */
function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The modules the entry imports, evaluated one per task before the entry itself: evaluating the
 * whole app at once is one long task that would hold up a tap on the page. A module that fails
 * to load here is left to the entry's own import, which reports it.
 */
async function evaluateInTurns(shared, entry) {
  for (const href of shared) {
    await import(href).catch(() => undefined);
    await nextTask();
  }
  await import(entry);
}

// A page opened in a background tab never paints; it starts at once instead.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
