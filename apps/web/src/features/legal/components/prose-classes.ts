/** Typography for rendered policy text: readable measure, clear heading steps, visible links. */
export const proseClasses = [
  'mt-10 text-base leading-7 text-slate-700',
  '[&_p]:mt-4',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:border-t [&_h2]:border-slate-200 [&_h2]:pt-8',
  '[&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_table]:leading-6',
  '[&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_th]:align-bottom [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_td_code]:[overflow-wrap:anywhere] [&_td_code]:text-slate-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300',
  '[&_a]:underline-offset-4 [&_a:hover]:text-brand-800 [&_a:focus-visible]:rounded-sm',
  '[&>:first-child]:mt-0',
].join(' ');
