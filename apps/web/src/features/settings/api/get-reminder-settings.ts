import { type ReminderSettings, ReminderSettingsSchema } from '@resumio/contract/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';

export function getReminderSettings(signal?: AbortSignal): Promise<ReminderSettings> {
  return apiRequest('/api/jobs/reminder-settings', {
    schema: ReminderSettingsSchema,
    signal,
    genericMessage: 'We couldn’t load your reminder settings.',
  });
}

/** The digest settings; mounted only behind the Premium gate (the API is Premium only). */
export function useReminderSettings() {
  return useQuery({
    queryKey: jobKeys.reminderSettings(),
    queryFn: ({ signal }) => getReminderSettings(signal),
  });
}
