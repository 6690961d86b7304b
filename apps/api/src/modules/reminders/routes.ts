import { EmptyRequestSchema } from '@resumio/contract';
import {
  CalendarFeedSchema,
  JobRemindersQuerySchema,
  JobRemindersResponseSchema,
  ReminderSettingsSchema,
} from '@resumio/contract/jobs';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireUser } from '../../plugins/auth.ts';
import { acceptEmptyJson } from '../../lib/accept-empty-json.ts';
import { premiumRouteOptions } from '../billing/premium-route-options.ts';
import { createCalendarFeedCache } from './calendar-feed-cache.ts';
import { createCalendarFeed } from './create-calendar-feed.ts';
import { getCalendarFeed } from './get-calendar-feed.ts';
import { getCalendarIcs } from './get-calendar-ics.ts';
import { getReminderSettings } from './get-reminder-settings.ts';
import { settingsUrl } from './links.ts';
import { listJobReminders } from './list-job-reminders.ts';
import type { ReminderDeps } from './reminder-deps.ts';
import { revokeCalendarFeed } from './revoke-calendar-feed.ts';
import { isUnsubscribeToken, unsubscribeDigest } from './unsubscribe-digest.ts';
import { renderUnsubscribeConfirmPage, renderUnsubscribePage } from './unsubscribe-page.ts';
import { updateReminderSettings } from './update-reminder-settings.ts';

const TokenSchema = z.object({ token: z.string().max(128) });

const calendarFile = {
  description: 'The calendar (iCalendar, RFC 5545) of the open applications.',
  content: { 'text/calendar': { schema: z.string().describe('An iCalendar file.') } },
};
const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string().describe('An HTML page.') } },
});

/** What one-click unsubscribe may be posted as (RFC 8058 recommends multipart/form-data). */
const UNSUBSCRIBE_BODY_TYPES = [
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json',
] as const;
/**
 * Reminders of the job tracker: what is due, the digest settings and the calendar feed (Premium),
 * and the two links opened by their secret tokens without signing in (the feed itself and the
 * digest's unsubscribe link).
 */
const reminderRoutes: FastifyPluginAsyncZod<{ deps: ReminderDeps }> = async (app, { deps }) => {
  const tags = ['jobs'];
  const feedCache = createCalendarFeedCache();

  app.get(
    '/api/calendar/:token.ics',
    {
      schema: {
        tags,
        summary: 'The calendar feed a calendar app subscribes to (its secret address, no sign-in)',
        params: TokenSchema,
        response: { 200: calendarFile, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { ics, fingerprint } = await getCalendarIcs(
        { ...deps, feedCache },
        request.params.token,
      );
      const etag = `"${fingerprint}"`;
      reply.header('cache-control', 'private, max-age=300').header('etag', etag);
      // A calendar app that already has this version gets no body (the feed can be large).
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .header('content-disposition', 'inline; filename="job-search.ics"')
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  );

  app.get(
    '/api/reminders/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: 'The unsubscribe link of every digest: a page asking to confirm (no sign-in)',
        params: TokenSchema,
        response: {
          200: htmlPage('A page with one button that turns the email off.'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      if (!(await isUnsubscribeToken(deps, request.params.token))) throw notFound('Subscription');
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderUnsubscribeConfirmPage(settingsUrl(deps.publicUrl)));
    },
  );

  await app.register(async (scope) => {
    // The confirmation form and mail clients' one-click unsubscribe (RFC 8058) post a form body
    // ("List-Unsubscribe=One-Click"), URL-encoded or, as RFC 8058 recommends, multipart; the token
    // in the address is all that matters.
    for (const type of UNSUBSCRIBE_BODY_TYPES.filter((t) => t !== 'application/json')) {
      scope.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, _body, done) => done(null, undefined),
      );
    }
    acceptEmptyJson(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/reminders/unsubscribe/:token',
      {
        schema: {
          tags,
          summary:
            'Turn the daily reminder email off (confirmation form and one-click unsubscribe)',
          params: TokenSchema,
          consumes: [...UNSUBSCRIBE_BODY_TYPES],
          body: z
            .unknown()
            .optional()
            .describe('Ignored: mail clients send "List-Unsubscribe=One-Click", the page nothing.'),
          response: {
            200: htmlPage('A page saying the daily email is off.'),
            ...errorResponses(404),
          },
        },
      },
      async (request, reply) => {
        if (!(await unsubscribeDigest(deps, request.params.token))) throw notFound('Subscription');
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(renderUnsubscribePage(settingsUrl(deps.publicUrl)));
      },
    );
  });

  await app.register(async (scope) => {
    acceptEmptyJson(scope);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const premiumRoute = premiumRouteOptions(api, { gate: 'jobTracker', tags });

    api.get(
      '/api/jobs/reminders',
      premiumRoute({
        summary: 'Deadlines, follow-ups and interviews due, overdue first (today in `tz`)',
        querystring: JobRemindersQuerySchema,
        response: { 200: JobRemindersResponseSchema, ...errorResponses(400, 401, 403) },
      }),
      async (request) => listJobReminders(deps, requireUser(request).id, request.query),
    );

    api.get(
      '/api/jobs/reminder-settings',
      premiumRoute({
        summary: 'The daily reminder email settings',
        response: { 200: ReminderSettingsSchema, ...errorResponses(401, 403) },
      }),
      async (request) => getReminderSettings(deps, requireUser(request).id),
    );

    api.put(
      '/api/jobs/reminder-settings',
      premiumRoute({
        summary: 'Turn the daily reminder email on or off, and set its time zone and hour',
        body: ReminderSettingsSchema,
        response: { 200: ReminderSettingsSchema, ...errorResponses(400, 401, 403) },
      }),
      async (request) => updateReminderSettings(deps, requireUser(request).id, request.body),
    );

    api.get(
      '/api/jobs/calendar-feed',
      premiumRoute({
        summary: "The calendar feed's secret address (null until one is created)",
        response: { 200: CalendarFeedSchema, ...errorResponses(401, 403) },
      }),
      async (request) => getCalendarFeed(deps, requireUser(request).id),
    );

    api.post(
      '/api/jobs/calendar-feed',
      premiumRoute({
        summary: 'Create the calendar feed, or give it a new address (the old one stops working)',
        body: EmptyRequestSchema,
        response: { 200: CalendarFeedSchema, ...errorResponses(401, 403) },
      }),
      async (request) => createCalendarFeed(deps, requireUser(request).id),
    );

    api.delete(
      '/api/jobs/calendar-feed',
      premiumRoute({
        summary: 'Turn the calendar feed off (its address answers 404)',
        response: { 204: z.undefined(), ...errorResponses(401, 403) },
      }),
      async (request, reply) => {
        await revokeCalendarFeed(deps, requireUser(request).id);
        return reply.code(204).send();
      },
    );
  });
};

export default reminderRoutes;
