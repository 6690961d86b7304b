import { collectPageParts } from '@resumio/job-posting/collect-page-parts.ts';

/** The page's text sent when it has no JobPosting data; a description rarely runs longer. */
const TEXT_MAX = 6000;
/**
 * The longest fragment sent. Chromium takes 2 MB addresses and Firefox about 1 MB, but some
 * proxies and older browsers stop near 64 KB: past this, only the page's text goes.
 */
export const FRAGMENT_MAX = 60_000;
export const FRAGMENT_KEY = 'job';

/**
 * The bookmarklet: reads the page it is clicked on with the same collector the extension runs,
 * keeps only the JSON-LD blocks that hold a JobPosting (else the main text or the selection), and
 * opens this server's /save-job with them in the address's fragment, which never reaches a server
 * or a log.
 */
export function bookmarkletSource(origin: string): string {
  const target = JSON.stringify(`${origin}/save-job#${FRAGMENT_KEY}=`);
  return `(function(){var collect=${collectPageParts.toString()};var p=collect(${TEXT_MAX});var ld=p.jsonLd.filter(function(b){return /JobPosting/.test(b)});p.jsonLd=ld;if(ld.length){p.mainText=null}var f=encodeURIComponent(JSON.stringify(p));if(f.length>${FRAGMENT_MAX}){p.jsonLd=[];p.mainText=collect(${TEXT_MAX}).mainText;f=encodeURIComponent(JSON.stringify(p)).slice(0,${FRAGMENT_MAX})}window.open(${target}+f,'_blank')})();`;
}

/** As a link's address; encoded, because the browser decodes a javascript: address once. */
export const bookmarkletHref = (origin: string) =>
  `javascript:${encodeURIComponent(bookmarkletSource(origin))}`;
