/** When support answers: Premium members first (spec §1 "Priority Customer Support"). */
export const supportResponseTimes = {
  priority: 'within 1 business day',
  standard: 'within 3 business days',
} as const;

export function supportResponseTime(priority: boolean): string {
  return priority ? supportResponseTimes.priority : supportResponseTimes.standard;
}
