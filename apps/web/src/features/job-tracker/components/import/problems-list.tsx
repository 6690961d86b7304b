export interface ProblemsListProps {
  problems: ReadonlyArray<{ row: number; reason: string }>;
  title: string;
}

// Past this many the list stops helping; the count still tells the whole story.
const SHOWN = 50;

/** Rows that cannot be imported, each with its row number in the file. */
export function ProblemsList({ problems, title }: ProblemsListProps) {
  if (problems.length === 0) return null;
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5">
        {problems.slice(0, SHOWN).map((problem, index) => (
          <li key={`${problem.row}-${index}`}>
            Row {problem.row}: {problem.reason}
          </li>
        ))}
      </ul>
      {problems.length > SHOWN ? (
        <p className="mt-1">…and {problems.length - SHOWN} more.</p>
      ) : null}
    </div>
  );
}
