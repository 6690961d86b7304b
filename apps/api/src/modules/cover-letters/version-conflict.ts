import type {
  CoverLetterConflictDetails,
  CoverLetterDetail,
} from '@resumio/contract/cover-letters';
import { AppError } from '../../lib/app-error.ts';

export function letterVersionConflict(current: CoverLetterDetail): AppError {
  const details: CoverLetterConflictDetails = { current };
  return new AppError(
    'VERSION_CONFLICT',
    'This cover letter was changed elsewhere since you opened it. Keep your version or take the other.',
    details,
  );
}
