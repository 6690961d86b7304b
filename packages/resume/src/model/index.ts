export * from '@resumio/resume-model';
