import { createHash } from 'node:crypto';

/** Google Tag Manager's loader, inlined only when GTM_ID is configured; allowed by its hash. */
export function gtmSnippet(gtmId: string): { script: string; hash: string } {
  const script =
    "(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});" +
    "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';" +
    "j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);" +
    `})(window,document,'script','dataLayer',${JSON.stringify(gtmId)});`;
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return { script, hash };
}
