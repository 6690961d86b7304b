import { EmptyRequestSchema } from '@resumio/contract';
import { DataExportParamsSchema, DataExportSchema } from '@resumio/contract/data-exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_AUTH } from '../../lib/bearer-auth.ts';
import { errorResponsesFor } from '../../lib/error-responses.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { DataExportDeps } from './data-export-deps.ts';
import { dataExportFilePath } from './data-export-dto.ts';
import type { DataExportRunner } from './data-export-runner.ts';
import { downloadDataExport } from './download-data-export.ts';
import { getDataExport } from './get-data-export.ts';
import { startDataExport } from './start-data-export.ts';
import { acceptEmptyJson } from '../../lib/accept-empty-json.ts';

const errorResponses = errorResponsesFor(['EXPORT_EXPIRED']);

export interface DataExportRoutesOptions {
  deps: DataExportDeps;
  runner: DataExportRunner;
}

/** "Export everything" as a ZIP prepared in the background (decision 056). */
const dataExportRoutes: FastifyPluginAsyncZod<DataExportRoutesOptions> = async (
  app,
  { deps, runner },
) => {
  acceptEmptyJson(app);

  app.post(
    '/api/me/exports',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account'],
        summary:
          'Start preparing a ZIP of everything the user owns, or answer the one being prepared',
        security: BEARER_AUTH,
        body: EmptyRequestSchema,
        response: { 202: DataExportSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const { export: started } = await startDataExport(deps, runner, requireUser(request));
      return reply
        .code(202)
        .header('cache-control', 'no-store')
        .header('location', `/api/me/exports/${started.id}`)
        .send(started);
    },
  );

  app.get(
    '/api/me/exports/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'A data export’s status, progress and, once ready, its download link',
        security: BEARER_AUTH,
        params: DataExportParamsSchema,
        response: { 200: DataExportSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await getDataExport(deps, runner, requireUser(request).id, request.params.id)),
  );

  app.get(
    dataExportFilePath(':id'),
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Download a ready data export (for 24 hours; 410 after, its file deleted)',
        security: BEARER_AUTH,
        params: DataExportParamsSchema,
        response: {
          200: {
            description: 'A ZIP file, named by Content-Disposition.',
            content: { 'application/zip': { schema: z.string() } },
          },
          ...errorResponses(401, 404, 409, 'EXPORT_EXPIRED'),
        },
      },
    },
    async (request, reply) => {
      const file = await downloadDataExport(
        deps,
        runner,
        requireUser(request).id,
        request.params.id,
      );
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/zip')
        .header('content-length', String(file.byteSize))
        .header('content-disposition', file.contentDisposition)
        .send(file.body);
    },
  );
};

export default dataExportRoutes;
