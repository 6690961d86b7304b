import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { GenerationState } from './use-generate-letter.ts';

export interface GenerationProgressProps {
  state: Extract<GenerationState, { phase: 'writing' | 'saving' }>;
  onCancel(): void;
}

/**
 * While the letter is written: what is happening (announced politely), the text as it arrives
 * (not announced word by word) and a way to stop.
 */
export function GenerationProgress({ state, onCancel }: GenerationProgressProps) {
  const writing = state.phase === 'writing';
  return (
    <section
      aria-labelledby="generation-title"
      aria-busy="true"
      className="rounded-2xl border border-brand-200 bg-brand-50/60 p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Spinner className="size-6 border-[3px]" />
        <h3 id="generation-title" className="font-semibold text-slate-900">
          <span role="status">
            {writing ? 'Writing your letter…' : 'Saving your letter and opening the editor…'}
          </span>
        </h3>
        {writing ? (
          <Button size="sm" variant="secondary" className="ml-auto" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Matching the posting’s requirements with the achievements in your resume.
      </p>
      {state.text ? (
        <div
          data-testid="streamed-letter"
          tabIndex={0}
          aria-label="The letter so far"
          className="mt-4 max-h-72 overflow-y-auto rounded-xl bg-white p-4 text-sm leading-6 whitespace-pre-wrap text-slate-800 shadow-inner"
        >
          {state.text}
        </div>
      ) : null}
    </section>
  );
}
