export { resumeKeys } from '@/lib/resumes/resume-query-keys.ts';
