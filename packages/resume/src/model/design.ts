export * from '@resumio/resume-model/design.ts';
