/** When support answers: Premium members first ("Priority Customer Support", decision 028). */
export const supportResponseTimes = {
  priority: 'within 1 business day',
  standard: 'within 3 business days',
} as const;

export function supportResponseTime(priority: boolean): string {
  return priority ? supportResponseTimes.priority : supportResponseTimes.standard;
}
