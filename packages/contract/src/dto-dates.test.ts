import { describe, expect, it } from 'vitest';
import { ApiErrorBodySchema, ErrorCodeSchema } from './api-error.ts';
import {
  AdvanceBillingClockResponseSchema,
  SubscriptionStatusResponseSchema,
} from './billing/dto.ts';
import { errorCodes } from './error-codes.ts';
import { MeResponseSchema } from './me.ts';
import { ResumeSummarySchema } from './resumes/index.ts';

const INSTANT = '2026-11-23T12:00:00.000Z';

describe('dates in answers are ISO instants', () => {
  const me = { id: 'u1', email: null, displayName: null, emailVerified: true, createdAt: INSTANT };
  const summary = {
    id: 'r1',
    title: 'Resume',
    templateId: 'classic',
    version: 1,
    createdAt: INSTANT,
    updatedAt: INSTANT,
    name: '',
    headline: '',
  };

  it('accepts an ISO date-time', () => {
    expect(MeResponseSchema.safeParse(me).success).toBe(true);
    expect(ResumeSummarySchema.safeParse(summary).success).toBe(true);
    expect(
      SubscriptionStatusResponseSchema.safeParse({ planType: 'premium', currentPeriodEnd: INSTANT })
        .success,
    ).toBe(true);
  });

  it.each(['x', '2026-11-23', '23/11/2026 12:00', ''])('refuses %j', (value) => {
    expect(MeResponseSchema.safeParse({ ...me, createdAt: value }).success).toBe(false);
    expect(ResumeSummarySchema.safeParse({ ...summary, updatedAt: value }).success).toBe(false);
    expect(
      SubscriptionStatusResponseSchema.safeParse({ planType: 'premium', currentPeriodEnd: value })
        .success,
    ).toBe(false);
    expect(
      AdvanceBillingClockResponseSchema.safeParse({
        now: value,
        renewed: [],
        failed: [],
        canceled: [],
      }).success,
    ).toBe(false);
  });
});

describe('error codes are the closed list', () => {
  it('accepts every code of the list and nothing else', () => {
    for (const code of errorCodes) expect(ErrorCodeSchema.parse(code)).toBe(code);
    expect(ErrorCodeSchema.safeParse('TEAPOT').success).toBe(false);
    expect(
      ApiErrorBodySchema.safeParse({ message: 'No', error: 'Bad Request', code: 'TEAPOT' }).success,
    ).toBe(false);
    expect(
      ApiErrorBodySchema.safeParse({ message: 'No', error: 'Bad Request', code: 'BAD_REQUEST' })
        .success,
    ).toBe(true);
  });
});
