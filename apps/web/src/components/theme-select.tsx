import { useId, useSyncExternalStore } from 'react';
import {
  THEME_CHOICES,
  THEME_LABELS,
  THEME_SELECT_ATTRIBUTE,
  type ThemeChoice,
  readThemeChoice,
  saveThemeChoice,
  subscribeThemeChoice,
} from '@/lib/theme.ts';

// The page is prerendered without a browser: its HTML shows the default until the stored
// choice is read.
const serverChoice = (): ThemeChoice => 'system';

/** Light, dark or the system's setting, kept in this browser. */
export function ThemeSelect() {
  const id = useId();
  const choice = useSyncExternalStore(subscribeThemeChoice, readThemeChoice, serverChoice);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-700">
        Theme
      </label>
      <select
        id={id}
        // A choice made on the prerendered page before the app runs is kept by the early entry.
        {...{ [THEME_SELECT_ATTRIBUTE]: '' }}
        value={choice}
        onChange={(event) => saveThemeChoice(event.target.value as ThemeChoice)}
        className="min-h-9 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
      >
        {THEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {THEME_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
