export * from '@resumio/resume-model/interests.ts';
