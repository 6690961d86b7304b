import { bodyWordCount } from '@resumio/contract/cover-letters';
import { cx } from '@/components/ui/cx.ts';
import type { DocumentStore } from '@/lib/document-store.ts';
import { useDocument } from '@/lib/document-store.ts';
import type { LetterDraft } from '../../model/letter-draft.ts';
import { wordTarget } from '../../model/word-target.ts';

const TONE = {
  'on-target': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  short: 'bg-amber-50 text-amber-900 ring-amber-200',
  long: 'bg-amber-50 text-amber-900 ring-amber-200',
} as const;

/** The body's words against the chosen length: "243 / ~250 words", and what it means. */
export function WordCount({ store }: { store: DocumentStore<LetterDraft> }) {
  const draft = useDocument(store);
  const count = wordTarget(bodyWordCount(draft.content), draft.length);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="word-count">
      <span
        className={cx(
          'rounded-full px-2.5 py-0.5 font-semibold tabular-nums ring-1',
          TONE[count.state],
        )}
      >
        {count.label}
      </span>
      <span className="text-slate-600">{count.advice}</span>
    </p>
  );
}
