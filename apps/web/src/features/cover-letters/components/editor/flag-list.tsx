import type { LetterFlag } from '@resumio/contract/cover-letters';

/** Notes about the whole letter (its language, its length) rather than a phrase in it. */
const isLetterNote = (flag: LetterFlag) =>
  flag.block === -1 && (flag.kind === 'language' || flag.kind === 'length');

/**
 * Phrases the resume does not back up (an employer, a number, a skill it never mentions), found
 * on the last saved version, and notes about the letter as a whole. Shown as warnings: the user
 * decides what to change.
 */
export function FlagList({ flags }: { flags: readonly LetterFlag[] }) {
  const notes = flags.filter(isLetterNote);
  const phrases = flags.filter((flag) => !isLetterNote(flag));
  return (
    <>
      {notes.length > 0 && (
        <section
          aria-label="About this letter"
          className="rounded-xl border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950"
        >
          <ul className="space-y-2">
            {notes.map((note) => (
              <li key={note.kind}>{note.reason}</li>
            ))}
          </ul>
        </section>
      )}
      {phrases.length > 0 && (
        <section
          aria-labelledby="letter-flags-title"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <h2 id="letter-flags-title" className="font-semibold">
            {phrases.length === 1 ? '1 phrase to check' : `${phrases.length} phrases to check`}
          </h2>
          <p className="mt-1 text-amber-900">
            Your resume does not mention these. Change them, or add the fact to your resume if it is
            true.
          </p>
          <ul className="mt-3 space-y-2">
            {phrases.map((flag, index) => (
              <li
                key={`${flag.block}-${flag.text}-${index}`}
                className="rounded-lg bg-white/70 px-3 py-2"
              >
                <q className="font-semibold">{flag.text}</q>
                <span className="text-amber-900"> — {flag.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
