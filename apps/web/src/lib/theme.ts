/** How the app is drawn: as the system is set, or always light or dark. */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
export const THEME_LABELS: Record<ThemeChoice, string> = {
  system: 'Same as system',
  light: 'Light',
  dark: 'Dark',
};

const STORAGE_KEY = 'resumio.theme';

/** Marks the theme control, so a choice made before the app runs is still kept. */
export const THEME_SELECT_ATTRIBUTE = 'data-theme-select';

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);

/** The choice kept in this browser; "system" when none was made or storage is unavailable. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Draws the page in the choice: the stylesheet follows `color-scheme`, which <html> takes from
 * its `data-theme` (none: the system's setting).
 */
export function applyThemeChoice(choice: ThemeChoice, root = document.documentElement): void {
  if (choice === 'system') delete root.dataset['theme'];
  else root.dataset['theme'] = choice;
}

const listeners = new Set<() => void>();

/** Calls back when the choice changes, here or in another tab of the app. */
export function subscribeThemeChoice(onChange: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    applyThemeChoice(readThemeChoice());
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', fromOtherTab);
  };
}

export function saveThemeChoice(choice: ThemeChoice): void {
  applyThemeChoice(choice);
  try {
    if (choice === 'system') window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Private windows may refuse storage: the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

/**
 * Keeps a choice made on the prerendered page before the app has taken it over: the browser
 * shows the new value at once, but no React handler exists yet to act on it.
 */
export function keepEarlyThemeChoices(): void {
  document.addEventListener('change', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLSelectElement) || !target.hasAttribute(THEME_SELECT_ATTRIBUTE))
      return;
    if (isThemeChoice(target.value) && target.value !== readThemeChoice())
      saveThemeChoice(target.value);
  });
}
