export * from '@resumio/resume-model/projects.ts';
