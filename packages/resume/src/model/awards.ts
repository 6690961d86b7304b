export * from '@resumio/resume-model/awards.ts';
