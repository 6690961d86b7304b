/*
 * Chart colours, from the site's palette. Each one is at least 3:1 against white (WCAG 1.4.11
 * for graphics); text inside charts uses slate-700/900 (4.5:1 and more). Series are also told
 * apart by pattern and by their printed values, never by colour alone.
 */
export const chartColors = {
  /** indigo-600 */
  primary: '#4f46e5',
  /** teal-700 */
  secondary: '#0f766e',
  /** amber-700 */
  tertiary: '#b45309',
  /** slate-200 */
  grid: '#e2e8f0',
  /** slate-400: axis lines are decoration, the ticks carry the values */
  axisLine: '#94a3b8',
  /** slate-700 */
  tick: '#334155',
  /** slate-900 */
  label: '#0f172a',
} as const;

export const axisTick = { fill: chartColors.tick, fontSize: 12 } as const;

/** Charts appear at once: motion adds nothing to numbers and distracts some readers. */
export const ANIMATE = false;
