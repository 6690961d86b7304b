import type { CreateJobRequest } from '@resumio/contract/jobs';
import { accessToken } from './auth/tokens.ts';

export class SignInNeeded extends Error {
  constructor() {
    super('Sign in to Resumio to save jobs.');
  }
}

/** The server's message for a refusal (its error body), else one of ours. */
async function failure(response: Response, fallback: string): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return new Error(typeof body?.message === 'string' ? body.message : fallback);
}

async function call(server: string, path: string, init: RequestInit = {}): Promise<Response> {
  const token = await accessToken(server);
  if (!token) throw new SignInNeeded();
  const response = await fetch(`${server}${path}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  if (response.status === 401) throw new SignInNeeded();
  return response;
}

/** Saves the application; answers its id. */
export async function saveJob(server: string, job: CreateJobRequest): Promise<string> {
  const response = await call(server, '/api/jobs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(job),
  });
  if (!response.ok) throw await failure(response, 'The job could not be saved.');
  return ((await response.json()) as { id: string }).id;
}

/** The resume edited last, to match against the saved job; null when there is none. */
export async function latestResumeId(server: string): Promise<string | null> {
  const response = await call(server, '/api/resumes');
  if (!response.ok) return null;
  const { items } = (await response.json()) as { items: { id: string; updatedAt: string }[] };
  const latest = [...items].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  return latest?.id ?? null;
}
