import { MISSING } from '../model/format-figures.ts';

/** A formatted figure; the dash of a missing one is read out as "No data", not as punctuation. */
export function ValueText({ text }: { text: string }) {
  if (text !== MISSING) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">{MISSING}</span>
      <span className="sr-only">No data</span>
    </>
  );
}
