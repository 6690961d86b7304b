import type { jobPriorities, remotePolicies, salaryPeriods } from '@resumio/contract/jobs';

/** Names for the contract's value lists that it exports only as arrays. */
export type JobPriority = (typeof jobPriorities)[number];
export type RemotePolicy = (typeof remotePolicies)[number];
export type SalaryPeriod = (typeof salaryPeriods)[number];
