import { PUBLIC_CONFIG_ELEMENT_ID, PublicConfigSchema, type PublicConfig } from '@resumio/contract';

export const PUBLIC_CONFIG_PATH = '/api/public-config';

/**
 * The server embeds the public configuration as a JSON data block so that no inline script is
 * needed (strict CSP). The Vite dev server serves a bare index.html, so then we ask the API.
 */
export async function loadPublicConfig(
  doc: Document = document,
  fetchImpl: typeof fetch = fetch,
): Promise<PublicConfig> {
  const embedded = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (embedded) return PublicConfigSchema.parse(JSON.parse(embedded));

  const response = await fetchImpl(PUBLIC_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) {
    throw new Error(`Could not load the application configuration (HTTP ${response.status}).`);
  }
  return PublicConfigSchema.parse(await response.json());
}
