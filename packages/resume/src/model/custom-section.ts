export * from '@resumio/resume-model/custom-section.ts';
