import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { FormState } from './views/form-fields.ts';
import { messagePage } from './views/message-page.ts';

export type Screen = 'login' | 'register' | 'two-factor';

/** The interaction cookie is missing, expired or names another sign-in. */
export class InteractionExpired extends Error {}

/** oidc-provider's own way of saying the same thing. */
export const isSessionNotFound = (error: unknown) =>
  error instanceof Error && error.name === 'SessionNotFound';

export function sendHtml(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

export type RenderScreen = (
  reply: FastifyReply,
  status: number,
  screen: Screen,
  uid: string,
  state: FormState,
) => FastifyReply;

/**
 * Errors on the sign-in screens answer with pages, not JSON: a rate limit shows the form again
 * with a message, an expired sign-in says how to start again, anything else a short apology.
 */
export function interactionErrorHandler(config: Config, renderScreen: RenderScreen) {
  const homeUrl = `${config.publicUrl}/`;
  const startAgain = { href: `${config.publicUrl}/login`, text: 'Back to sign in' };
  const page = (reply: FastifyReply, status: number, title: string, message: string) =>
    sendHtml(reply, status, messagePage({ title, message, link: startAgain, homeUrl }));

  return async (
    error: FastifyError | AppError | Error,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const uid = (request.params as { uid?: string } | undefined)?.uid;
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      const seconds = (error.details as { retryAfterSeconds?: number } | undefined)
        ?.retryAfterSeconds;
      const formError = `Too many attempts. Please wait ${seconds ? `${seconds} seconds` : 'a minute'} and try again.`;
      if (!uid) return page(reply, 429, 'Too many attempts', formError);
      const path = request.url.split('?')[0] ?? '';
      const screen: Screen = path.endsWith('/register')
        ? 'register'
        : path.endsWith('/two-factor')
          ? 'two-factor'
          : 'login';
      return renderScreen(reply, 429, screen, uid, { values: {}, errors: {}, formError });
    }
    if (error instanceof InteractionExpired || isSessionNotFound(error)) {
      return page(
        reply,
        400,
        'This sign-in page has expired',
        'For your security, sign-in pages only work for a limited time. Please start again.',
      );
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return page(reply, status, 'We could not read that form', 'Please go back and try again.');
    }
    request.log.error({ err: error }, 'sign-in page error');
    return page(
      reply,
      500,
      'Something went wrong',
      'Something went wrong on our side while signing you in. Please try again.',
    );
  };
}
