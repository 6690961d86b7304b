// What the browser's start-up path and public pages share with the server and can run without a
// schema: plan and pricing rules, error messages, the configuration block's id, page metadata,
// Premium's features and support times. Nothing here imports zod (rules.test.ts), so a public
// page that imports only this becomes interactive without loading it.
export * from './api-error-message.ts';
export * from './billing/plan-rules.ts';
export * from './billing/pricing-rules.ts';
export * from './public-config-element.ts';
export * from './billing/premium-features.ts';
export * from './seo.ts';
export * from './app-paths.ts';
export * from './enhancement/match-bands.ts';
export * from './resumes/preview-headers.ts';
export * from './support-response-times.ts';
