export * from '@resumio/resume-model/document-language.ts';
