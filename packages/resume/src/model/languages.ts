export * from '@resumio/resume-model/languages.ts';
