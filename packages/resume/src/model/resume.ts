export * from '@resumio/resume-model/resume.ts';
