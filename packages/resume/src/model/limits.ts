export * from '@resumio/resume-model/limits.ts';
