export * from '@resumio/resume-model/resumio-settings.ts';
