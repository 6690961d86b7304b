export * from '@resumio/resume-model/references.ts';
