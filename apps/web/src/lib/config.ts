import type { PublicConfig } from '@resumio/contract';
import { PUBLIC_CONFIG_ELEMENT_ID } from '@resumio/contract/rules';

export const PUBLIC_CONFIG_PATH = '/api/public-config';

/**
 * The server embeds the public configuration as a JSON data block so that no inline script is
 * needed (strict CSP). It validated the block with the shared schema when it started, and the
 * block arrives in the same response as the code that reads it, so the page trusts it: public
 * pages become interactive without loading the schema library. The Vite dev server serves a bare
 * index.html, so then we ask the API, whose answer is checked as any other API answer.
 */
export async function loadPublicConfig(
  doc: Document = document,
  fetchImpl: typeof fetch = fetch,
): Promise<PublicConfig> {
  const embedded = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (embedded) return JSON.parse(embedded) as PublicConfig;

  const response = await fetchImpl(PUBLIC_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) {
    throw new Error(`Could not load the application configuration (HTTP ${response.status}).`);
  }
  const { PublicConfigSchema } = await import('@resumio/contract');
  return PublicConfigSchema.parse(await response.json());
}
