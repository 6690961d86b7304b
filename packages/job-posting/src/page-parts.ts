/**
 * What the reader needs from a page, whoever collected it: the server from fetched HTML, the
 * extension and the bookmarklet from the live document. Kept small so a bookmarklet can carry it
 * in a URL.
 */
export interface PageParts {
  /** The page's address (after redirects). */
  url: string;
  /** `og:title`, else the document title. */
  title?: string | null;
  /** `og:site_name`: the closest thing a page has to its company when it has no JobPosting. */
  siteName?: string | null;
  /** The text of every `<script type="application/ld+json">` block, unparsed. */
  jsonLd: string[];
  /** The page's readable main text (or the text the user selected). */
  mainText?: string | null;
}
