import {
  type ResumioSettings,
  type ResumioSettingsInput,
  resumioSettingsSchema,
} from '../model/resumio-settings.ts';

export function sampleSettings(input: ResumioSettingsInput): ResumioSettings {
  return resumioSettingsSchema.parse(input);
}
