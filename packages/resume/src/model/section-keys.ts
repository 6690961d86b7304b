export * from '@resumio/resume-model/section-keys.ts';
