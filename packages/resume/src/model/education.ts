export * from '@resumio/resume-model/education.ts';
