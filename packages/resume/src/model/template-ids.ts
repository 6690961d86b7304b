export * from '@resumio/resume-model/template-ids.ts';
