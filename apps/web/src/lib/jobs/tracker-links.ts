/**
 * Where to send someone to act on one application. The tracker opens the application named by
 * `?job=`, so a reminder or a figure can lead straight to it.
 */
export const JOB_TRACKER_PATH = '/job-tracker';

export function jobTrackerPath(jobId?: string): string {
  return jobId ? `${JOB_TRACKER_PATH}?job=${encodeURIComponent(jobId)}` : JOB_TRACKER_PATH;
}
