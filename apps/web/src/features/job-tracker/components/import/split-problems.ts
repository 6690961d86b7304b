import type { JobImportProblem } from '@resumio/contract/jobs';

/**
 * What an import does with each row it has a word about: rows left out entirely (counted once
 * however many problems they have), and rows imported with a value left empty or shortened.
 */
export function splitProblems(problems: JobImportProblem[]) {
  const leftOut = problems.filter((problem) => problem.leftOut);
  return {
    leftOut,
    leftOutRows: new Set(leftOut.map((problem) => problem.row)).size,
    adjusted: problems.filter((problem) => !problem.leftOut),
  };
}
