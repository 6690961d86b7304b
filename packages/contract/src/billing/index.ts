export * from './plans.ts';
export * from './subscription-errors.ts';
export * from './pricing.ts';
export * from './premium-features.ts';
export * from './dto.ts';
export * from './billing-details.ts';
