import { isPremium } from '@resumio/contract';
import { exportNeedsPremium, sharePath } from '@resumio/contract/resumes';
import { resolveSettings, resumeFileName } from '@resumio/resume';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../../adapters/identity/embedded/password-hash.ts';
import { acceptFormBodies } from '../../adapters/identity/embedded/form-body.ts';
import type { Renderer } from '../../adapters/rendering/renderer.ts';
import { AppError } from '../../lib/app-error.ts';
import { attachmentDisposition } from '../../lib/attachment-disposition.ts';
import { isoDay } from '../../lib/iso-day.ts';
import { getSubscriptionStatus } from '../billing/get-subscription-status.ts';
import { clientSignal, sendRetryAfter } from '../../lib/render-request.ts';
import type { RenderSlots } from '../../lib/render-slots.ts';
import { openShare, type OpenedShare } from './open-share.ts';
import { gonePage, notFoundPage, passwordPage, publicResumePage } from './public-page.ts';
import { countView, type PublicShareRow } from './repository.ts';
import { accessCookie, accessToken } from './share-access.ts';
import type { ShareDeps } from './share-deps.ts';

export interface PublicShareRoutesOptions {
  clock: () => Date;
  rendering: { renderer: Renderer; renderSlots: RenderSlots };
}

// The page runs nothing and fetches nothing but its own inline styles and embedded fonts; the
// only thing it can send anywhere is the password form, to itself.
const PAGE_CSP = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      fontSrc: ['data:'],
      imgSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
    },
  },
};

/** Wrong passwords one link takes in a quarter of an hour, from everyone together. */
const PASSWORD_ATTEMPTS = 10;
const PASSWORD_WINDOW_MS = 15 * 60_000;
/** How long a given password keeps the link open in that browser. */
const ACCESS_SECONDS = 12 * 60 * 60;

interface SlugParams {
  slug: string;
}

/** `/r/{slug}`: the public resume page, its password form and its PDF download. */
const publicShareRoutes: FastifyPluginAsync<PublicShareRoutesOptions> = async (
  app,
  { clock, rendering },
) => {
  const deps: ShareDeps = { db: app.db, clock };
  const { publicUrl } = app.config;
  const secureCookies = publicUrl.startsWith('https://');
  const wrongPasswords = app.attemptCounter('share-password', PASSWORD_WINDOW_MS);
  acceptFormBodies(app);

  const page = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(body);

  // A page that is not the resume: never cached, never indexed.
  const notOpen = (reply: FastifyReply, opened: Exclude<OpenedShare, { kind: 'open' }>) => {
    if (opened.kind === 'gone') return page(reply, 410, gonePage());
    if (opened.kind === 'locked') {
      return page(reply, 401, passwordPage(sharePath(opened.share.slug), false));
    }
    return page(reply, 404, notFoundPage());
  };

  /** Counting never fails the page: a lost count is better than a lost visitor. */
  const count = (request: FastifyRequest, share: PublicShareRow) => {
    if (request.method !== 'GET') return;
    countView(deps.db, share.id, isoDay(clock())).catch((err: unknown) =>
      request.log.warn({ err }, 'could not count a resume view'),
    );
  };

  const render = (share: PublicShareRow) => ({
    owner: share.user_id,
    admit: () => rendering.renderSlots.acquire(share.user_id),
  });

  // The PDF is offered on the same terms as the owner's own export: a premium template needs
  // the owner to be Premium.
  const pdfAllowed = async (
    share: PublicShareRow,
    templateId: Parameters<typeof exportNeedsPremium>[1],
  ) =>
    share.allow_pdf === 1 &&
    (!exportNeedsPremium('pdf', templateId) ||
      isPremium(await getSubscriptionStatus(deps.db, share.user_id)));

  app.get<{ Params: SlugParams }>('/r/:slug', { helmet: PAGE_CSP }, async (request, reply) => {
    const opened = await openShare(deps, request.params.slug, request.headers.cookie);
    if (opened.kind !== 'open') return notOpen(reply, opened);
    const { share, document, etag } = opened;
    const vary = share.password_hash ? 'Cookie' : 'Accept-Encoding';
    // Revalidated on every view, so a revoked link ends at once; unchanged pages cost a 304.
    reply
      .header('etag', etag)
      .header('vary', vary)
      .header('cache-control', share.password_hash ? 'private, no-cache' : 'public, no-cache');
    if (share.indexable !== 1) reply.header('x-robots-tag', 'noindex, nofollow');
    if (request.headers['if-none-match'] === etag) {
      count(request, share);
      return reply.code(304).send();
    }
    const templateId = resolveSettings(document).templateId;
    const revision = `${share.resume_id}@${share.resume_version}`;
    const exported = await rendering.renderer
      .text('html', document, { revision }, { ...render(share), signal: clientSignal(reply) })
      .catch(sendRetryAfter(reply));
    const path = sharePath(share.slug);
    const body = publicResumePage(exported.toString('utf8'), document, {
      url: `${publicUrl}${path}`,
      indexable: share.indexable === 1,
      pdfPath: (await pdfAllowed(share, templateId)) ? `${path}/pdf` : null,
    });
    count(request, share);
    return reply.type('text/html; charset=utf-8').send(body);
  });

  app.post<{ Params: SlugParams; Body: { password?: unknown } | undefined }>(
    '/r/:slug',
    { helmet: PAGE_CSP },
    async (request, reply) => {
      const opened = await openShare(deps, request.params.slug, undefined);
      if (opened.kind !== 'locked') {
        // No password to give (none set, ended, unknown): back to the page, which says which.
        if (opened.kind === 'open') return reply.redirect(sharePath(opened.share.slug), 303);
        return notOpen(reply, opened);
      }
      const { share } = opened;
      const path = sharePath(share.slug);
      if ((await wrongPasswords.count(share.id)) >= PASSWORD_ATTEMPTS) {
        const seconds = Math.ceil((await wrongPasswords.resetsInMs(share.id)) / 1000);
        reply.header('retry-after', String(seconds));
        throw new AppError(
          'RATE_LIMITED',
          `Too many wrong passwords. Please try again in ${seconds} seconds.`,
          { retryAfterSeconds: seconds },
        );
      }
      const given = typeof request.body?.password === 'string' ? request.body.password : '';
      if (!given || !(await verifyPassword(given, share.password_hash!))) {
        await wrongPasswords.hit(share.id);
        return page(reply, 401, passwordPage(path, true));
      }
      return reply
        .header(
          'set-cookie',
          accessCookie(path, accessToken(share.id, share.password_hash!), {
            secure: secureCookies,
            maxAgeSeconds: ACCESS_SECONDS,
          }),
        )
        .redirect(path, 303);
    },
  );

  app.get<{ Params: SlugParams }>('/r/:slug/pdf', { helmet: PAGE_CSP }, async (request, reply) => {
    const opened = await openShare(deps, request.params.slug, request.headers.cookie);
    if (opened.kind !== 'open') return notOpen(reply, opened);
    const { share, document } = opened;
    if (!(await pdfAllowed(share, resolveSettings(document).templateId))) {
      return page(reply, 404, notFoundPage());
    }
    const revision = `${share.resume_id}@${share.resume_version}`;
    const pdf = await rendering.renderer
      .pdf(document, { revision }, { ...render(share), signal: clientSignal(reply) })
      .catch(sendRetryAfter(reply));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentDisposition(resumeFileName(document, 'pdf')))
      .header('cache-control', share.password_hash ? 'private, no-cache' : 'public, no-cache')
      .header('x-robots-tag', 'noindex')
      .header('etag', opened.etag)
      .send(pdf.bytes);
  });
};

export default publicShareRoutes;
