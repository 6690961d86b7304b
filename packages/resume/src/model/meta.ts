export * from '@resumio/resume-model/meta.ts';
