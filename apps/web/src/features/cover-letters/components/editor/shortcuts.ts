export interface Shortcut {
  /** For `aria-keyshortcuts`: "Control+B". */
  aria: string;
  /** For people: "Ctrl+B" or "⌘B". */
  label: string;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A shortcut with the platform's command key ("Mod" in the editor's keymap). */
export function modShortcut(...keys: string[]): Shortcut {
  const mac = isMac();
  const mod = mac ? 'Meta' : 'Control';
  const shown = keys.map((key) => (key === 'Shift' && mac ? '⇧' : key));
  return {
    aria: [mod, ...keys].join('+'),
    label: mac ? `⌘${shown.join('')}` : ['Ctrl', ...shown].join('+'),
  };
}
