export * from '@resumio/resume-model/publications.ts';
