export * from '@resumio/resume-model/control-characters.ts';
