import type { MatchKeyword } from '@resumio/contract/enhancement';
import type { Resume } from '@resumio/resume';
import { useId, useMemo, useState } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { cx } from '@/components/ui/cx.ts';
import { describePath } from '../model/resume-paths.ts';
import { HighlightedText } from './highlighted-text.tsx';

export const categoryLabels: Record<MatchKeyword['category'], string> = {
  skill: 'Skill',
  tool: 'Tool',
  certification: 'Certification',
  degree: 'Degree',
  experience: 'Experience',
  language: 'Language',
  'soft-skill': 'Soft skill',
};

type Filter = 'all' | 'found' | 'missing';

const EVIDENCE_SHOWN = 2;

export interface KeywordTableProps {
  keywords: MatchKeyword[];
  resume?: Resume;
}

/** The posting's keywords, required first: where the resume shows each one, or that it does not. */
export function KeywordTable({ keywords, resume }: KeywordTableProps) {
  const headingId = useId();
  const filterName = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const sorted = useMemo(
    () =>
      [...keywords].sort(
        (a, b) => Number(a.importance !== 'required') - Number(b.importance !== 'required'),
      ),
    [keywords],
  );
  const found = keywords.filter((k) => k.found).length;
  const counts: Record<Filter, number> = {
    all: keywords.length,
    found,
    missing: keywords.length - found,
  };
  const shown = sorted.filter((k) => filter === 'all' || (filter === 'found') === k.found);
  const tally = (importance: MatchKeyword['importance']) => {
    const of = keywords.filter((k) => k.importance === importance);
    return { total: of.length, found: of.filter((k) => k.found).length };
  };
  const required = tally('required');
  const preferred = tally('preferred');

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          Keywords from the posting
        </h3>
        {keywords.length === 0 ? (
          <p className="mt-2 text-sm leading-6 text-slate-600">
            We found no skills, tools or qualifications in this posting to look for. Paste the full
            posting, including its requirements, for a keyword check.
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm leading-6 text-slate-600">
              {required.total > 0
                ? `Your resume shows ${required.found} of ${required.total} required`
                : 'The posting marks none as required'}
              {preferred.total > 0
                ? ` and ${preferred.found} of ${preferred.total} preferred keywords.`
                : ' keywords.'}
            </p>
            <fieldset className="mt-4">
              <legend className="sr-only">Show keywords</legend>
              <div className="inline-flex flex-wrap rounded-lg border border-slate-300 bg-slate-50 p-1">
                {(['all', 'found', 'missing'] as const).map((value) => (
                  <label
                    key={value}
                    className={cx(
                      'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                      filter === value
                        ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200'
                        : 'text-slate-600 hover:text-slate-900',
                    )}
                  >
                    <input
                      type="radio"
                      name={filterName}
                      value={value}
                      checked={filter === value}
                      onChange={() => setFilter(value)}
                      className="sr-only"
                    />
                    {value === 'all' ? 'All' : value === 'found' ? 'Found' : 'Missing'} (
                    {counts[value]})
                  </label>
                ))}
              </div>
            </fieldset>
            {shown.length === 0 ? (
              <p className="mt-4 text-sm text-slate-600">
                {filter === 'found'
                  ? 'None of the keywords shows in your resume yet.'
                  : 'Your resume shows every keyword of the posting.'}
              </p>
            ) : (
              <div className="mt-4 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">
                    Keywords from the posting, required first, with where your resume shows them
                  </caption>
                  <thead>
                    <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                      <th scope="col" className="w-[38%] py-2 pr-4 font-semibold">
                        Keyword
                      </th>
                      <th scope="col" className="py-2 font-semibold">
                        In your resume
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {shown.map((keyword) => (
                      <KeywordRow
                        key={`${keyword.importance}:${keyword.term}`}
                        keyword={keyword}
                        resume={resume}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>
    </Card>
  );
}

function KeywordRow({ keyword, resume }: { keyword: MatchKeyword; resume?: Resume }) {
  const words = [keyword.term, ...(keyword.satisfiedBy ? [keyword.satisfiedBy] : [])];
  const first = keyword.evidence.slice(0, EVIDENCE_SHOWN);
  const more = keyword.evidence.slice(EVIDENCE_SHOWN);
  return (
    <tr className="align-top">
      <th scope="row" className="py-3 pr-4 font-semibold break-words text-slate-900">
        {keyword.term}
      </th>
      <td className="py-3">
        <span className="mb-1.5 flex flex-wrap gap-1 text-xs">
          <span
            className={cx(
              'rounded-full px-2 py-0.5 font-medium ring-1',
              keyword.importance === 'required'
                ? 'bg-slate-900 text-white ring-slate-900'
                : 'bg-white text-slate-700 ring-slate-300',
            )}
          >
            {keyword.importance === 'required' ? 'Required' : 'Preferred'}
          </span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
            {categoryLabels[keyword.category]}
          </span>
        </span>
        {keyword.found ? (
          <p className="flex items-center gap-1.5 font-semibold text-emerald-800">
            <span aria-hidden="true">✓</span>
            Found{keyword.satisfiedBy ? ` as ${keyword.satisfiedBy}` : ''}
          </p>
        ) : (
          <p className="flex items-center gap-1.5 font-semibold text-rose-800">
            <span aria-hidden="true">✗</span>
            Missing
          </p>
        )}
        {keyword.found && keyword.evidence.length === 0 ? (
          <p className="mt-1 text-slate-600">Counted from your work history’s dates.</p>
        ) : null}
        {!keyword.found ? <p className="mt-1 text-slate-600">Not found in your resume.</p> : null}
        {first.length ? <EvidenceList evidence={first} words={words} resume={resume} /> : null}
        {more.length ? (
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:text-brand-800">
              {more.length} more {more.length === 1 ? 'place' : 'places'}
            </summary>
            <EvidenceList evidence={more} words={words} resume={resume} />
          </details>
        ) : null}
      </td>
    </tr>
  );
}

function EvidenceList({
  evidence,
  words,
  resume,
}: {
  evidence: MatchKeyword['evidence'];
  words: string[];
  resume?: Resume;
}) {
  return (
    <ul className="mt-2 space-y-2">
      {evidence.map((item) => (
        <li key={item.path} className="border-l-2 border-slate-200 pl-3">
          <p className="leading-6 break-words text-slate-800">
            <HighlightedText text={item.text} words={words} />
          </p>
          <p className="text-xs text-slate-600">
            <span className="sr-only">In </span>
            {describePath(item.path, resume)}
          </p>
        </li>
      ))}
    </ul>
  );
}
