import { testDialects } from '@resumio/db/testing';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../helpers/build-test-app.ts';
import { twoInstances } from '../helpers/two-instances.ts';
import { accountFactory } from '../identity/support/account-factory.ts';
import { EmbeddedClient } from '../identity/support/embedded-client.ts';
import { resumeDocument } from '../resumes/support.ts';

/** Views sent at once, half to each instance: the count must be exact, not last-writer-wins. */
const VIEWS = 200;

// Public links behind a load balancer: the link, its revocation and its counts live in the
// database, so whichever instance a visitor reaches answers the same (docs/horizontal-scaling.md).
describe.each(testDialects())('public resume links on two instances (%s)', (dialect) => {
  const config = testConfig({ AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' });
  const instances = twoInstances(dialect, config);

  it('count every view once and end the link everywhere at once', async () => {
    const tokens = await new EmbeddedClient(instances.a, config).register(accountFactory());
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    const created = await instances.a.inject({
      method: 'POST',
      url: '/api/resumes',
      headers,
      payload: { source: 'document', document: resumeDocument() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const saved = await instances.a.inject({
      method: 'PUT',
      url: `/api/resumes/${id}/share`,
      headers,
      payload: {},
    });
    const path = saved.json<{ share: { path: string } }>().share.path;

    // The first page renders on each instance (its own render threads and cache); the rest are
    // revalidations answered with 304.
    const first = await instances.a.inject({ url: path });
    expect(first.statusCode).toBe(200);
    expect((await instances.b.inject({ url: path })).headers.etag).toBe(first.headers.etag);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: VIEWS - 2 }, (_, i) =>
        (i % 2 ? instances.a : instances.b).inject({
          url: path,
          headers: { 'if-none-match': first.headers.etag as string },
        }),
      ),
    );
    const ms = performance.now() - started;
    expect(answers.every((a) => a.statusCode === 304)).toBe(true);
    // Counting is not awaited by the page; give the last upserts a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const views = await instances.b.inject({ url: `/api/resumes/${id}/share`, headers });
    expect(views.json<{ views: { total: number } }>().views.total).toBe(VIEWS);
    console.log(
      `[${dialect}] ${VIEWS - 2} revalidations over two instances in ${ms.toFixed(0)} ms; ${VIEWS} views counted`,
    );

    const revoked = await instances.a.inject({
      method: 'DELETE',
      url: `/api/resumes/${id}/share`,
      headers,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await instances.b.inject({ url: path })).statusCode).toBe(410);
  }, 90_000);
});
