export * from '@resumio/resume-model/work.ts';
