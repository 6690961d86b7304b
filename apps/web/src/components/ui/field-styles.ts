export const inputClasses =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

/** The same control without the gap above it, for rows where the label is not on top. */
export const compactInputClasses = inputClasses.replace('mt-1 ', '');

export const labelClasses = 'block text-sm font-medium text-slate-800';

/** 44px tall with 16px text: easy to tap, and phones do not zoom into it on focus. */
export const largeInputClasses =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-sm';
