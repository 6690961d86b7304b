import { z } from 'zod';
import { planTypes, subscriptionStatuses } from './plan-rules.ts';

export * from './plan-rules.ts';

export const PlanTypeSchema = z.enum(planTypes);
export const SubscriptionStatusSchema = z.enum(subscriptionStatuses);
