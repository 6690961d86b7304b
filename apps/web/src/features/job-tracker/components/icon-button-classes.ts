/** Icon-only buttons inside rows (reorder or delete a stage, delete a note): square, 36px. */
export const iconButtonClasses =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';
