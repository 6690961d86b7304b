export * from './error-codes.ts';
export * from './api-error.ts';
export * from './empty-request.ts';
export * from './text.ts';
export * from './public-config.ts';
export * from './me.ts';
export * from './email-verification.ts';
export * from './security.ts';
export * from './two-factor.ts';
export * from './health.ts';
export * from './analytics.ts';
export * from './seo.ts';
export * from './app-paths.ts';
export * from './enhancement/match-bands.ts';
export * from './billing/index.ts';
export * from './contact.ts';
// The preview's headers and widths, zod-free: the rest of the resume contract has its own entry.
export * from './resumes/preview-headers.ts';
