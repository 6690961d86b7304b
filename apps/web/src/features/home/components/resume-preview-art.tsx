/** A decorative sketch of a resume next to its job-match score; hidden from assistive tech. */
export function ResumePreviewArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
        <div className="flex items-center gap-4">
          <div className="size-14 rounded-full bg-brand-100" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-2/3 rounded bg-slate-800" />
            <div className="h-3 w-1/2 rounded bg-brand-300" />
          </div>
        </div>
        <div className="mt-6 space-y-2">
          <div className="h-3 w-1/3 rounded bg-brand-600" />
          <div className="h-2.5 w-full rounded bg-slate-200" />
          <div className="h-2.5 w-11/12 rounded bg-slate-200" />
          <div className="h-2.5 w-4/5 rounded bg-slate-200" />
        </div>
        <div className="mt-6 space-y-2">
          <div className="h-3 w-1/4 rounded bg-brand-600" />
          <div className="h-2.5 w-full rounded bg-slate-200" />
          <div className="h-2.5 w-5/6 rounded bg-slate-200" />
        </div>
        <div className="mt-6 flex flex-wrap gap-2">
          {['w-16', 'w-20', 'w-14', 'w-24', 'w-12'].map((width) => (
            <div
              key={width}
              className={`h-6 ${width} rounded-full bg-brand-50 ring-1 ring-brand-200`}
            />
          ))}
        </div>
      </div>
      <div className="absolute -bottom-6 left-2 rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-lg sm:-left-8">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Job match</p>
        <p className="text-3xl font-extrabold text-brand-700">92%</p>
      </div>
      <div className="absolute right-2 -top-5 rounded-full bg-emerald-700 px-4 py-2 text-sm font-semibold text-white shadow-lg sm:-right-6">
        ATS-friendly
      </div>
    </div>
  );
}
