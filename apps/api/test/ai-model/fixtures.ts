import type { JobInput } from '@resumio/contract/enhancement';
import type { Resume } from '@resumio/resume';
import { expect } from 'vitest';
import type { AiPort, RewriteTarget } from '../../src/adapters/ai/ai-port.ts';
import { createModelAi } from '../../src/adapters/ai/model/model-ai.ts';
import { AppError } from '../../src/lib/app-error.ts';
import type { FakeChatServer } from './fake-chat-server.ts';

export const API_KEY = 'sk-test-0123456789abcdef';
export const MODEL = 'qwen2.5:7b-instruct';

export const resume: Resume = {
  basics: {
    name: 'Dana Example',
    email: 'dana@example.com',
    phone: '+1 555 0100',
    label: 'Backend engineer',
    summary: 'Backend engineer with 8 years of experience building APIs in Go and PostgreSQL.',
  },
  work: [
    {
      name: 'Acme Corp',
      position: 'Senior Engineer',
      startDate: '2019-03',
      endDate: '2024-06',
      highlights: [
        'Built a billing service in Go handling 2M invoices a month.',
        'Cut p99 latency by 40% by tuning PostgreSQL indexes.',
      ],
    },
  ],
  skills: [{ name: 'Languages', keywords: ['Go', 'SQL'] }],
};

export const job: JobInput = {
  jobTitle: 'Staff Backend Engineer',
  company: 'Globex',
  jobDescription:
    'We are looking for a backend engineer experienced with Golang, Postgres and high-volume payment systems.',
};

export const targets: RewriteTarget[] = [
  { path: 'basics.summary', text: resume.basics!.summary!, keywords: ['Golang', 'Postgres'] },
  { path: 'work[0].highlights[0]', text: resume.work![0]!.highlights![0]!, keywords: ['Golang'] },
  { path: 'work[0].highlights[1]', text: resume.work![0]!.highlights![1]!, keywords: ['Postgres'] },
];

export interface TestAiOptions {
  timeoutMs?: number;
  maxRetries?: number;
  apiKey?: string;
}

export function testAi(server: FakeChatServer, options: TestAiOptions = {}): AiPort {
  return createModelAi(
    {
      baseUrl: server.baseUrl,
      apiKey: 'apiKey' in options ? options.apiKey : API_KEY,
      model: MODEL,
    },
    { timeoutMs: options.timeoutMs ?? 5000, maxRetries: options.maxRetries ?? 2 },
    // Real pauses, only short: the retry tests still go through the backoff.
    { retryPolicy: { baseDelayMs: 5, maxDelayMs: 100 } },
  );
}

/** The AppError a promise rejects with, checked for its code and the contract's message. */
export async function rejection(promise: Promise<unknown>, code: string): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.code).toBe(code);
  return appError;
}

export async function readAll(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}
