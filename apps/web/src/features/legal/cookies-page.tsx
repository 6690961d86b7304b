import { AnalyticsNotice } from './components/analytics-notice.tsx';
import { LegalDocumentPage } from './components/legal-document-page.tsx';
import { cookiePolicy } from './legal-documents.ts';

/** Which cookies and browser storage the product uses, with this site's analytics setting. */
export function CookiesPage() {
  return <LegalDocumentPage document={cookiePolicy} notice={<AnalyticsNotice />} />;
}
