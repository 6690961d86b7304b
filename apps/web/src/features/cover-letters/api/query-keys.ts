// The keys live in lib/: the job tracker lists the letters too, and refreshes with them.
export { coverLetterKeys } from '@/lib/cover-letters/cover-letter-query-keys.ts';
