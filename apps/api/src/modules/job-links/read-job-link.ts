import type { JobLinkDraft } from '@resumio/contract/jobs';
import { AppError } from '../../lib/app-error.ts';
import { PageFetchError, type PageLimits, fetchPublicPage } from './fetch-public-page.ts';
import { readJobPosting } from './read-job-posting.ts';

export interface JobLinkDeps {
  /** Which addresses may be fetched: the public internet, unless a test says otherwise. */
  isAllowed?: (address: string) => boolean;
  limits?: PageLimits;
}

/** A posting's page, read server-side into a draft the user checks before saving. */
export async function readJobLink(deps: JobLinkDeps, url: string): Promise<JobLinkDraft> {
  try {
    const page = await fetchPublicPage(url, deps);
    return readJobPosting(page.html, page.url);
  } catch (error) {
    if (!(error instanceof PageFetchError)) throw error;
    if (error.reason === 'not-public')
      throw new AppError('JOB_LINK_NOT_PUBLIC', error.message, [
        { path: 'url', message: error.message },
      ]);
    throw new AppError(
      'JOB_LINK_UNREADABLE',
      `${error.message} Paste the posting's text instead.`,
      undefined,
      { cause: error, logMessage: `job link ${error.reason}` },
    );
  }
}
