import { pushEvent } from '@/lib/analytics.ts';

export type JobTrackerAction =
  | 'create'
  | 'move'
  | 'update'
  | 'delete'
  | 'restore'
  | 'import'
  | 'export'
  | 'bulk_move'
  | 'note'
  | 'stages';

/**
 * `job_tracker_action` events for the tag manager, in the `resume_action` style: the action, the
 * application's id and counts or stage ids. Never a company, a role or a note: where someone
 * applies says more about them than an analytics tool needs.
 */
export function trackJobAction(
  action: JobTrackerAction,
  extra: Record<string, string | number | boolean | undefined> = {},
) {
  return pushEvent('job_tracker_action', { action, ...extra });
}
