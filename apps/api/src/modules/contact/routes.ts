import {
  CONTACT_MIN_FILL_MS,
  ContactFormTokenSchema,
  ContactRequestSchema,
  ContactResponseSchema,
} from '@resumio/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponsesFor } from '../../lib/error-responses.ts';
import type { ContactDeps } from './contact-deps.ts';
import { CONTACT_LIMITS, contactLimits } from './contact-limits.ts';
import { optionalUser } from '../../lib/optional-user.ts';
import { submitContactMessage } from './submit-contact-message.ts';

/** Error answers listing the shared codes and this module's own. */
const errorResponses = errorResponsesFor([
  'CONTACT_TOO_FAST',
  'CONTACT_REFUSED',
  'CONTACT_FORM_EXPIRED',
]);

export interface ContactRoutesOptions {
  deps: ContactDeps;
}

/**
 * The largest message (5,000 characters) fits many times over, even with every character escaped
 * in JSON; anything bigger is not a message from the form.
 */
export const CONTACT_BODY_LIMIT = 64 * 1024;

const DESCRIPTION = [
  'Open to everyone. With a valid bearer token the message is linked to the account, and a',
  'Premium member’s message is priority support; without one (or with one that does not verify)',
  'it is sent as a guest’s. The message is stored, delivered to the support inbox and acknowledged',
  'to the sender by email. Sending the same `submissionId` again answers with the stored message',
  'and sends nothing twice (409 `CONFLICT` if the text differs). Refused without storing: a filled',
  '`website` field or a `formToken` the server did not issue (400 `CONTACT_REFUSED`), a form sent',
  `less than ${CONTACT_MIN_FILL_MS / 1000} seconds after its \`formToken\` was issued (422`,
  '`CONTACT_TOO_FAST`), a token older than a week (422 `CONTACT_FORM_EXPIRED`), more than',
  `${CONTACT_LIMITS.perAddress} messages an hour from one address or ${CONTACT_LIMITS.perEmail} naming`,
  'one email (429 `RATE_LIMITED` with Retry-After), a body over 64 KiB (413 `PAYLOAD_TOO_LARGE`).',
].join(' ');

/** POST /api/contact: the contact form, open to everyone. */
const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, { deps }) => {
  const checkLimits = contactLimits(app);

  app.get(
    '/api/contact/form-token',
    {
      schema: {
        tags: ['contact'],
        summary: 'Start a contact form',
        description:
          'A token stamped with the server’s time, sent back with the message: the minimum fill ' +
          'time is measured from it by the server’s clock. Nothing is stored.',
        response: { 200: ContactFormTokenSchema, ...errorResponses(429, 503) },
      },
    },
    async (_request, reply) => {
      const formToken = await deps.formTokens.issue(deps.clock());
      return reply
        .header('cache-control', 'no-store')
        .send({ formToken, minimumSeconds: CONTACT_MIN_FILL_MS / 1000 });
    },
  );

  app.post(
    '/api/contact',
    {
      bodyLimit: Math.min(CONTACT_BODY_LIMIT, app.config.bodyLimitBytes),
      preValidation: optionalUser(app),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support',
        description: DESCRIPTION,
        body: ContactRequestSchema,
        response: {
          201: ContactResponseSchema,
          ...errorResponses(400, 409, 413, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const answer = await submitContactMessage(
        deps,
        request.body,
        { user: request.user, ip: request.ip, userAgent: request.headers['user-agent'] },
        { checkLimits: () => checkLimits(request, reply) },
      );
      return reply.code(201).header('cache-control', 'no-store').send(answer);
    },
  );
};

export default contactRoutes;
