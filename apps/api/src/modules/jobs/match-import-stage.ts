import type { JobPhase, JobStage } from '@resumio/contract/jobs';
import { foldForSearch } from '../../lib/fold-for-search.ts';
import { firstStageOfPhase, firstVisibleStage } from './board-stages.ts';

/** What other trackers call each phase (their list and status names). */
const PHASE_NAMES: Record<JobPhase, string[]> = {
  wishlist: [
    'wishlist',
    'wish list',
    'bookmarked',
    'bookmark',
    'saved',
    'interested',
    'to apply',
    'not applied',
    'considering',
  ],
  applied: ['applied', 'applying', 'application sent', 'application submitted', 'submitted'],
  interviewing: [
    'interview',
    'interviews',
    'interviewing',
    'phone screen',
    'screening',
    'phone interview',
    'technical interview',
    'onsite',
    'on site',
    'assessment',
    'take home',
  ],
  offer: ['offer', 'offered', 'offer received', 'negotiating', 'negotiation', 'accepted'],
  rejected: ['rejected', 'declined', 'not selected', 'no offer', 'ghosted', 'no response'],
  // Teal says "I Withdrew".
  withdrawn: [
    'withdrawn',
    'withdrew',
    'i withdrew',
    'not interested',
    'archived',
    'cancelled',
    'canceled',
  ],
};

const PHASE_OF = new Map<string, JobPhase>(
  Object.entries(PHASE_NAMES).flatMap(([phase, names]) =>
    names.map((name) => [name, phase as JobPhase]),
  ),
);

const words = (value: string) =>
  foldForSearch(value)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export interface StageMatch {
  stage: JobStage;
  /** False when the value named no stage and the default was used. */
  recognised: boolean;
}

/**
 * The user's stage for an imported status: one of theirs by name or id, else the first stage of
 * the phase the status means ("Bookmarked" → wishlist). Without a usable status, an application
 * with an applied day goes to the applied phase, any other to the first visible stage.
 */
export function matchImportStage(
  value: string,
  stages: JobStage[],
  hasAppliedDay: boolean,
): StageMatch {
  const wanted = words(value);
  if (wanted !== '') {
    const own = stages.find((stage) => words(stage.name) === wanted || stage.id === wanted);
    if (own) return { stage: own, recognised: true };
    const phase = PHASE_OF.get(wanted);
    const ofPhase = phase && firstStageOfPhase(stages, phase);
    if (ofPhase) return { stage: ofPhase, recognised: true };
  }
  const fallback =
    (hasAppliedDay && firstStageOfPhase(stages, 'applied')) || firstVisibleStage(stages);
  return { stage: fallback, recognised: wanted === '' };
}
