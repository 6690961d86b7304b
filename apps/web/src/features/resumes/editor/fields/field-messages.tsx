export interface FieldMessagesProps {
  hintId: string;
  errorId: string;
  hint?: string;
  error?: string;
}

/** Hint and error under a field; both are referenced by the field's aria-describedby. */
export function FieldMessages({ hintId, errorId, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function describedBy(
  ids: { hintId: string; errorId: string },
  hint?: string,
  error?: string,
) {
  const parts = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}
