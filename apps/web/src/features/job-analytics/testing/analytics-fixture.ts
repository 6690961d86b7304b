import type { JobAnalytics } from '@resumio/contract/jobs';

/** A search of twenty applications, with every figure filled in. */
export const sampleAnalytics: JobAnalytics = {
  total: 20,
  funnel: [
    { phase: 'saved', count: 20 },
    { phase: 'applied', count: 12 },
    { phase: 'interviewing', count: 4 },
    { phase: 'offer', count: 1 },
  ],
  responseRate: 0.5,
  interviewRate: 4 / 12,
  medianDaysToFirstResponse: 6.5,
  daysInStage: [
    { stageId: 'wishlist', name: 'Wishlist', averageDays: 3.2, count: 20 },
    { stageId: 'applied', name: 'Applied', averageDays: 9, count: 12 },
    { stageId: 'phone-screen', name: 'Phone screen', averageDays: null, count: 0 },
    { stageId: 'offer', name: 'Offer', averageDays: 1, count: 1 },
  ],
  perWeek: [
    { weekStart: '2026-11-02', count: 3 },
    { weekStart: '2026-11-09', count: 0 },
    { weekStart: '2026-11-16', count: 5 },
    { weekStart: '2026-11-23', count: 4 },
  ],
  bySource: [
    { source: 'LinkedIn', applied: 7, interviews: 3, offers: 1 },
    { source: 'Referral', applied: 5, interviews: 1, offers: 0 },
  ],
  byResume: [
    { resumeId: 'r-front', title: 'Frontend resume', applied: 8, interviews: 3, offers: 1 },
    { resumeId: 'r-full', title: 'Full-stack resume', applied: 4, interviews: 1, offers: 0 },
  ],
};

/** What the API answers for an account without any application. */
export const emptyAnalytics: JobAnalytics = {
  total: 0,
  funnel: [
    { phase: 'saved', count: 0 },
    { phase: 'applied', count: 0 },
    { phase: 'interviewing', count: 0 },
    { phase: 'offer', count: 0 },
  ],
  responseRate: null,
  interviewRate: null,
  medianDaysToFirstResponse: null,
  daysInStage: [],
  perWeek: [],
  bySource: [],
  byResume: [],
};
