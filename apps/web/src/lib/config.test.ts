import { PUBLIC_CONFIG_ELEMENT_ID } from '@resumio/contract/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '@/testing/test-config.ts';
import { loadPublicConfig, PUBLIC_CONFIG_PATH } from './config.ts';

afterEach(() => {
  document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
});

function embed(json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PUBLIC_CONFIG_ELEMENT_ID;
  element.textContent = json;
  document.head.append(element);
}

describe('loadPublicConfig', () => {
  it('reads the embedded JSON block the server validated, without asking the API', async () => {
    embed(JSON.stringify(testConfig));
    const fetchImpl = vi.fn<typeof fetch>();
    await expect(loadPublicConfig(document, fetchImpl)).resolves.toEqual(testConfig);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('rejects an embedded block that is not JSON', async () => {
    embed('{"appName": ');
    await expect(loadPublicConfig(document, vi.fn<typeof fetch>())).rejects.toThrow(SyntaxError);
  });

  it('validates what the API answers (dev server) with the shared schema', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ appName: 'Resumio' }));
    await expect(loadPublicConfig(document, fetchImpl)).rejects.toThrow(/oidc/);
  });

  it('asks the API when nothing is embedded (dev server)', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json(testConfig));
    await expect(loadPublicConfig(document, fetchImpl)).resolves.toEqual(testConfig);
    expect(fetchImpl).toHaveBeenCalledWith(PUBLIC_CONFIG_PATH, expect.anything());
  });

  it('fails clearly when the API does not answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('', { status: 503 }));
    await expect(loadPublicConfig(document, fetchImpl)).rejects.toThrow('HTTP 503');
  });
});
