/** The posting the letter was written for, folded away until wanted. */
export function JobDescription({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white p-5">
      <summary className="cursor-pointer rounded text-base font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        The job posting
      </summary>
      <p
        tabIndex={0}
        className="mt-3 max-h-96 overflow-y-auto text-sm leading-6 whitespace-pre-wrap text-slate-700"
      >
        {text}
      </p>
    </details>
  );
}
