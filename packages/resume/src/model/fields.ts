export * from '@resumio/resume-model/fields.ts';
