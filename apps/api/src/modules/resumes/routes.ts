import { ATS_READABILITY_HEADER } from '@resumio/contract/resumes';
import { RESUME_LIMITS } from '@resumio/resume';
import type { FastifyInstance } from 'fastify';
import { acceptEmptyJson } from '../billing/lenient-json.ts';
import { requirePremium } from '../billing/require-premium.ts';
import { checkResumeReadback } from './check-resume-readback.ts';
import { createResume } from './create-resume.ts';
import { deleteResume } from './delete-resume.ts';
import { duplicateResume } from './duplicate-resume.ts';
import { exportResume } from './export-resume.ts';
import { getResume } from './get-resume.ts';
import { listResumeSamples } from './list-resume-samples.ts';
import { listResumes } from './list-resumes.ts';
import { createPurgeSchedule, purgeDeletedResumes } from './purge-deleted-resumes.ts';
import { createRenderSlots } from './render-slots.ts';
import type { ResumeDeps } from './resume-deps.ts';
import { restoreResume } from './restore-resume.ts';
import { updateResume } from './update-resume.ts';

/**
 * Room for the largest document the model accepts, sent pretty-printed or with escaped
 * characters; anything bigger is refused with 413 before it is parsed.
 */
export const RESUME_BODY_LIMIT = 2 * RESUME_LIMITS.maxJsonBytes + 64 * 1024;

// An exported HTML file must not run or fetch anything even if a browser opens it in place.
const HTML_EXPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox";

interface ById {
  Params: { id: string };
}

/** /api/resumes: a signed-in user's resumes, and /api/resume-samples. */
export default async function resumeRoutes(app: FastifyInstance) {
  const deps: ResumeDeps = {
    db: app.db,
    dialect: app.database.dialect,
    renderSlots: createRenderSlots({ concurrency: 2 }),
  };
  const purge = createPurgeSchedule(deps);
  const premiumGuard = requirePremium();

  app.addHook('onReady', async () => {
    await purgeDeletedResumes(deps).catch((err: unknown) =>
      app.log.warn({ err }, 'purge of deleted resumes failed'),
    );
  });

  app.get('/api/resume-samples', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send(listResumeSamples()),
  );

  await app.register(async (api) => {
    acceptEmptyJson(api);
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const signedIn = { preHandler: api.authenticate };
    const withBody = { ...signedIn, bodyLimit: RESUME_BODY_LIMIT };

    api.get('/api/resumes', signedIn, async (request) =>
      listResumes(deps, request.user.id, request.query),
    );

    api.post('/api/resumes', withBody, async (request, reply) =>
      reply.code(201).send(await createResume(deps, request.user.id, request.body)),
    );

    api.get<ById>('/api/resumes/:id', signedIn, async (request) =>
      getResume(deps, request.user.id, request.params.id),
    );

    api.patch<ById>('/api/resumes/:id', withBody, async (request) =>
      updateResume(deps, request.user.id, request.params.id, request.body),
    );

    api.delete<ById>('/api/resumes/:id', signedIn, async (request, reply) => {
      await deleteResume(deps, request.user.id, request.params.id);
      await purge
        .maybePurge()
        .catch((err: unknown) => request.log.warn({ err }, 'purge of deleted resumes failed'));
      return reply.code(204).send();
    });

    api.post<ById>('/api/resumes/:id/restore', signedIn, async (request) =>
      restoreResume(deps, request.user.id, request.params.id),
    );

    api.post<ById>('/api/resumes/:id/duplicate', signedIn, async (request, reply) =>
      reply.code(201).send(await duplicateResume(deps, request.user.id, request.params.id)),
    );

    api.get<ById>('/api/resumes/:id/export', signedIn, async (request, reply) => {
      const file = await exportResume(
        deps,
        request.user.id,
        request.params.id,
        request.query,
        async () => {
          await premiumGuard.call(api, request, reply);
        },
      );
      if (file.readability !== undefined) {
        reply.header(ATS_READABILITY_HEADER, String(file.readability));
      }
      if (file.contentType.startsWith('text/html')) {
        reply.header('content-security-policy', HTML_EXPORT_CSP);
      }
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', file.contentDisposition)
        .send(file.body);
    });

    api.get<ById>('/api/resumes/:id/readback', signedIn, async (request) =>
      checkResumeReadback(deps, request.user.id, request.params.id, request.query),
    );
  });
}
