import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkoutCss, checkoutJs } from './checkout-assets.ts';
import {
  CHECKOUT_CSS_PATH,
  CHECKOUT_JS_PATH,
  renderCheckoutNotice,
  renderCheckoutPage,
  type CheckoutPageModel,
} from './checkout-page.ts';
import type { OpenCheckoutSession } from './checkout-session-view.ts';
import type { LocalBilling } from './local-billing.ts';
import type { CardForm } from './test-cards.ts';

/**
 * Stricter than the app's policy: no inline anything, scripts and styles only from here, and
 * the form may post here and be redirected back to the app.
 */
function pagePolicy(publicUrl: string): string {
  const appOrigin = new URL(publicUrl).origin;
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action 'self' ${appOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const field = (body: Record<string, unknown>, name: keyof CardForm) =>
  typeof body[name] === 'string' ? (body[name] as string).slice(0, 256) : '';

/** The hosted checkout page of the local provider, at /checkout/:sessionId. */
export default async function localCheckoutRoutes(
  app: FastifyInstance,
  { local }: { local: LocalBilling },
) {
  const policy = pagePolicy(local.publicUrl);
  const home = local.publicUrl;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', policy)
      .header('cache-control', 'no-store')
      .send(page);

  const model = (
    view: OpenCheckoutSession,
    values: CheckoutPageModel['values'],
    fieldErrors: CheckoutPageModel['fieldErrors'] = {},
    formError: string | null = null,
  ): CheckoutPageModel => ({
    sessionId: view.session.id,
    mode: view.session.mode === 'setup' ? 'setup' : 'subscription',
    amountLabel: view.amountLabel,
    priceNote: view.priceNote,
    cancelUrl: view.session.cancel_url,
    cardOnFile: view.cardOnFile,
    paymentDue: view.paymentDue,
    values,
    fieldErrors,
    formError,
  });

  const notFound = (reply: FastifyReply) =>
    html(
      reply,
      404,
      renderCheckoutNotice('Checkout not found', 'This checkout link is not valid.', home),
    );
  const expired = (reply: FastifyReply, returnUrl = home) =>
    html(
      reply,
      410,
      renderCheckoutNotice(
        'Checkout expired',
        'This checkout session has expired. Start again from the pricing page.',
        returnUrl,
      ),
    );

  app.get(CHECKOUT_CSS_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(checkoutCss),
  );
  app.get(CHECKOUT_JS_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(checkoutJs),
  );

  app.get<{ Params: { sessionId: string } }>('/checkout/:sessionId', async (request, reply) => {
    const found = await local.lookUp(request.params.sessionId);
    switch (found.state) {
      case 'not_found':
        return notFound(reply);
      case 'expired':
        return expired(reply, found.session.cancel_url);
      case 'complete':
        return reply.redirect(found.redirectTo, 303);
      case 'open':
        return html(
          reply,
          200,
          renderCheckoutPage(
            model(found, { email: found.session.customer_email ?? '', cardNumber: '', expiry: '' }),
          ),
        );
    }
  });

  app.post<{ Params: { sessionId: string } }>('/checkout/:sessionId', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const form: CardForm = {
      email: field(body, 'email'),
      cardNumber: field(body, 'cardNumber'),
      expiry: field(body, 'expiry'),
      cvc: field(body, 'cvc'),
    };
    const outcome = await local.pay(request.params.sessionId, form);
    switch (outcome.result) {
      case 'not_found':
        return notFound(reply);
      case 'expired':
        return expired(reply);
      case 'paid':
        return reply.redirect(outcome.redirectTo, 303);
      case 'rejected':
        return html(
          reply,
          400,
          renderCheckoutPage(
            model(
              outcome.view,
              { email: form.email, cardNumber: form.cardNumber, expiry: form.expiry },
              outcome.fieldErrors,
              outcome.formError,
            ),
          ),
        );
    }
  });
}
