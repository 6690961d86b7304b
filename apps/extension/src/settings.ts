import { ext } from './browser-api.ts';

export const DEFAULT_SERVER_URL = 'http://localhost:3000';
const KEY = 'serverUrl';

/** The address as the origin it names: "https://cv.example.com/" becomes "https://cv.example.com". */
export function normaliseServerUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export async function serverUrl(): Promise<string> {
  const stored = (await ext.storage.local.get(KEY))[KEY];
  return (typeof stored === 'string' && normaliseServerUrl(stored)) || DEFAULT_SERVER_URL;
}

export async function saveServerUrl(url: string): Promise<void> {
  await ext.storage.local.set({ [KEY]: url });
}
