import type { AddressedRequirement } from '@resumio/contract/cover-letters';

/** The posting's requirements the letter answers, each with the resume line that proves it. */
export function AddressedList({ addressed }: { addressed: readonly AddressedRequirement[] }) {
  return (
    <section
      aria-labelledby="addressed-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="addressed-title" className="text-base font-semibold text-slate-900">
        What the letter answers
      </h2>
      {addressed.length ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Requirements of the posting, and the line of your resume each one rests on.
          </p>
          <ul className="mt-3 space-y-3">
            {addressed.map((requirement) => (
              <li key={`${requirement.category}-${requirement.term}`} className="text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{requirement.term}</span>
                  <span
                    className={
                      requirement.importance === 'required'
                        ? 'rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800'
                        : 'rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700'
                    }
                  >
                    {requirement.importance === 'required' ? 'Required' : 'Preferred'}
                  </span>
                </p>
                {requirement.evidence &&
                requirement.evidence.toLowerCase() !== requirement.term.toLowerCase() ? (
                  <p className="mt-0.5 text-slate-600">{requirement.evidence}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          This letter was not written for a posting’s requirements.
        </p>
      )}
    </section>
  );
}
