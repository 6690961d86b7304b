export * from '@resumio/resume-model/volunteer.ts';
