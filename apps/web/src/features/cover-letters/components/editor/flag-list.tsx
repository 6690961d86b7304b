import type { LetterFlag } from '@resumio/contract/cover-letters';

/**
 * Phrases the resume does not back up (an employer, a number, a skill it never mentions), found
 * on the last saved version. Shown as warnings: the user decides what to change.
 */
export function FlagList({ flags }: { flags: readonly LetterFlag[] }) {
  if (!flags.length) return null;
  return (
    <section
      aria-labelledby="letter-flags-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="letter-flags-title" className="font-semibold">
        {flags.length === 1 ? '1 phrase to check' : `${flags.length} phrases to check`}
      </h2>
      <p className="mt-1 text-amber-900">
        Your resume does not mention these. Change them, or add the fact to your resume if it is
        true.
      </p>
      <ul className="mt-3 space-y-2">
        {flags.map((flag, index) => (
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
  );
}
