export * from '@resumio/resume-model/basics.ts';
