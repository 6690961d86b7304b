import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export interface RetryAlertProps {
  title: string;
  /** The server's message (or the caller's generic one), as the API client produced it. */
  message: string;
  onRetry: () => void;
  /** True while the retry is in flight: the button says so and cannot be pressed twice. */
  retrying?: boolean;
  className?: string;
}

/** A request that failed: what did not load, why, and a way to ask again. */
export function RetryAlert({
  title,
  message,
  onRetry,
  retrying = false,
  className,
}: RetryAlertProps) {
  return (
    <Alert tone="error" title={title} className={className}>
      <p>{message}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        {retrying ? 'Retrying…' : 'Try again'}
      </Button>
    </Alert>
  );
}

/** The part of a TanStack query a failed load needs: its error, whether it is asking again, how to. */
export interface RetryableQuery {
  error: Error | null;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface QueryRetryAlertProps {
  title: string;
  query: RetryableQuery;
  className?: string;
}

/** `RetryAlert` for a query that failed: its message, and a retry that asks it again. */
export function QueryRetryAlert({ title, query, className }: QueryRetryAlertProps) {
  return (
    <RetryAlert
      title={title}
      message={query.error?.message ?? ''}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      className={className}
    />
  );
}
