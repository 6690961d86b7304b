import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { IconBadge } from '@/components/ui/icon-badge.tsx';
import { SparkleIcon } from '@/components/ui/icons.tsx';
import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import type { ErrorView } from '../model/describe-error.ts';

export interface ErrorPanelProps {
  error: ErrorView;
  onRetry?: () => void;
  className?: string;
  children?: ReactNode;
}

/** A failed request: what happened, the server's words, and "Try again" when it may help. */
export function ErrorPanel({ error, onRetry, className, children }: ErrorPanelProps) {
  return (
    <Alert tone="error" title={error.title} className={className}>
      <p>{error.message}</p>
      {children}
      {error.retryable && onRetry ? (
        <Button size="sm" variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}

/** Before the first analysis: what the page does, in two lines. */
export function EmptyResult() {
  return (
    <Card className="border-dashed bg-slate-50/60 shadow-none sm:p-8">
      <IconBadge>
        <SparkleIcon />
      </IconBadge>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">Your match will appear here</h2>
      <p className="mt-2 max-w-xl leading-7 text-slate-600">
        Paste a job posting to get a 0–100 match score, how it was reached, and which of the
        posting’s keywords your resume shows or misses.
      </p>
      <p className="mt-1 max-w-xl leading-7 text-slate-600">
        Then tailor it: accept truthful edits one by one and save them as a separate copy; your
        original stays as it is.
      </p>
    </Card>
  );
}

/** Stands in for the result while the match is computed. */
export function ResultSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label}>
      <Card>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <Skeleton className="size-36 shrink-0 rounded-full" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        </div>
        <div className="mt-8 space-y-5">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-2.5 w-full rounded-full" />
            </div>
          ))}
        </div>
      </Card>
      <Card className="mt-6">
        <Skeleton className="h-5 w-48" />
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="mt-4 h-10 w-full" />
        ))}
      </Card>
    </LoadingRegion>
  );
}

/** Stands in for the proposed changes while the resume is tailored. */
export function ChangesSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="mt-6 space-y-4">
      <p role="status" className="text-sm font-medium text-slate-700">
        {label}
      </p>
      {[0, 1, 2].map((card) => (
        <div key={card} className="rounded-2xl border border-slate-200 p-5">
          <Skeleton className="h-5 w-1/3" />
          <div className="mt-4 grid gap-3 md:grid-cols-2">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
          <Skeleton className="mt-4 h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
