import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutCss, checkoutJs } from './checkout-assets.ts';
import {
  CHECKOUT_CSS_PATH,
  CHECKOUT_JS_PATH,
  renderCheckoutNotice,
  renderCheckoutPage,
  type CheckoutPageModel,
} from './checkout-page.ts';
import type { OpenCheckoutSession } from './checkout-session-view.ts';
import { INVOICE_PDF_PATH } from './local-invoice-view.ts';
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

const SessionParamsSchema = z.object({ sessionId: z.string() });
const InvoiceParamsSchema = z.object({ token: z.string().max(128) });

// A field that is missing or not text is blank: the page asks for it again.
const formField = z
  .string()
  .transform((value) => value.slice(0, 256))
  .optional()
  .catch(undefined);
const CardFormBodySchema = z
  .object({ email: formField, cardNumber: formField, expiry: formField, cvc: formField })
  .optional();

// Pages for people, not part of the API description.
const page = <S extends object>(schema: S) => ({ schema: { hide: true, ...schema } });

/** The hosted checkout page of the local provider, at /checkout/:sessionId. */
const localCheckoutRoutes: FastifyPluginAsyncZod<{ local: LocalBilling }> = async (
  app,
  { local },
) => {
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

  app.get(CHECKOUT_CSS_PATH, page({}), async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(checkoutCss),
  );
  app.get(CHECKOUT_JS_PATH, page({}), async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(checkoutJs),
  );

  app.get('/checkout/:sessionId', page({ params: SessionParamsSchema }), async (request, reply) => {
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

  // The invoice PDF behind a subscriber's link (decision 054): the token is the only key.
  app.get(
    `${INVOICE_PDF_PATH}/:token`,
    page({ params: InvoiceParamsSchema }),
    async (request, reply) => {
      const file = await local.invoicePdf(request.params.token);
      if (!file) {
        return html(
          reply,
          404,
          renderCheckoutNotice('Invoice not found', 'This invoice link is not valid.', home),
        );
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(file.bytes);
    },
  );

  const payOptions = page({ params: SessionParamsSchema, body: CardFormBodySchema });
  app.post('/checkout/:sessionId', payOptions, async (request, reply) => {
    const body = request.body ?? {};
    const form: CardForm = {
      email: body.email ?? '',
      cardNumber: body.cardNumber ?? '',
      expiry: body.expiry ?? '',
      cvc: body.cvc ?? '',
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
};

export default localCheckoutRoutes;
