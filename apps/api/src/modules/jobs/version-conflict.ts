import type { JobApplicationDetail, JobVersionConflictDetails } from '@resumio/contract/jobs';
import { AppError } from '../../lib/app-error.ts';

export function jobVersionConflict(current: JobApplicationDetail): AppError {
  const details: JobVersionConflictDetails = { current };
  return new AppError(
    'VERSION_CONFLICT',
    'This application was changed elsewhere since you opened it. Keep your version or take the other.',
    details,
  );
}
