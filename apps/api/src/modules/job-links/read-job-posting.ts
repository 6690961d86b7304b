// The reader lives in a package the browser extension and the web app import too.
export { readJobPosting } from '@resumio/job-posting/read-job-posting.ts';
