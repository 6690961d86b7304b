export * from './error-codes.ts';
export * from './api-error.ts';
export * from './public-config.ts';
export * from './me.ts';
export * from './health.ts';
export * from './analytics.ts';
export * from './seo.ts';
export * from './billing/index.ts';
