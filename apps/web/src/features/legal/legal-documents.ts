import cookieSource from './content/cookie-policy.md?raw';
import privacySource from './content/privacy-policy.md?raw';
import termsSource from './content/terms-of-service.md?raw';
import { renderLegalMarkdown } from './render-legal-markdown.ts';

/** The product's own policies, shown when no external TERMS_URL or PRIVACY_URL is configured. */
export const termsOfService = renderLegalMarkdown(termsSource);
export const privacyPolicy = renderLegalMarkdown(privacySource);
export const cookiePolicy = renderLegalMarkdown(cookieSource);
