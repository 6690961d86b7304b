export * from '@resumio/resume-model/partial-date.ts';
