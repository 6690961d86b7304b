export * from '@resumio/resume-model/certificates.ts';
