export * from '@resumio/resume-model/skills.ts';
