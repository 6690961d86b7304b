import { type ReminderSettings, ReminderSettingsSchema } from '@resumio/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { jobKeys } from '@/lib/jobs/job-query-keys.ts';

export function saveReminderSettings(settings: ReminderSettings): Promise<ReminderSettings> {
  return apiRequest('/api/jobs/reminder-settings', {
    method: 'PUT',
    body: settings,
    schema: ReminderSettingsSchema,
    genericMessage: 'We couldn’t save your reminder settings.',
  });
}

/** Saves the digest settings; the server's answer becomes the cached truth. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderSettings,
    onSuccess(saved) {
      queryClient.setQueryData(jobKeys.reminderSettings(), saved);
    },
  });
}
