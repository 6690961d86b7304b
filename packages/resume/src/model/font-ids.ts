export * from '@resumio/resume-model/font-ids.ts';
