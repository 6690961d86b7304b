import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';

export interface CountFigureProps {
  label: string;
  /** Where the counted things are. */
  to: string;
  linkLabel: string;
  state:
    | { kind: 'loading' }
    | { kind: 'error'; message: string; retrying: boolean; onRetry: () => void }
    | { kind: 'ready'; count: number }
    /** Something other than a number to say, such as the plan that unlocks it. */
    | { kind: 'note'; note: ReactNode };
}

/** One figure of the "at a glance" list: a big number, or why there is none yet. */
export function CountFigure({ label, to, linkLabel, state }: CountFigureProps) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1">
        {state.kind === 'loading' ? (
          <span aria-busy="true">
            <span className="sr-only">Loading…</span>
            <Skeleton className="h-9 w-12" />
          </span>
        ) : state.kind === 'error' ? (
          <span className="block text-sm text-red-800">
            <span role="alert">{state.message}</span>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              onClick={state.onRetry}
              disabled={state.retrying}
            >
              {state.retrying ? 'Retrying…' : 'Try again'}
              <span className="sr-only"> to load {label.toLowerCase()}</span>
            </Button>
          </span>
        ) : state.kind === 'note' ? (
          <span className="block text-sm leading-6 text-slate-700">{state.note}</span>
        ) : (
          <span className="block text-3xl font-bold tracking-tight text-slate-900">
            {state.count}
          </span>
        )}
        {state.kind === 'ready' ? (
          <TextLink to={to} className="mt-1 inline-block text-sm">
            {linkLabel}
          </TextLink>
        ) : null}
      </dd>
    </div>
  );
}
