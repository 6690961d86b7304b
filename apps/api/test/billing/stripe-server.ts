import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, string>;
  /** The query string's parameters (a GET sends its `expand[]` here). */
  query: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

type StripeObject = Record<string, unknown>;

/**
 * A stand-in for api.stripe.com on a loopback port: records every request the SDK makes and
 * answers with Stripe-shaped JSON from state the test controls.
 */
export async function startStripeServer() {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const customers = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, StripeObject>();
  /** Invoices by customer id, newest first, as Stripe lists them. */
  const invoices = new Map<string, StripeObject[]>();
  const failures = {
    checkout: null as null | { status: number; error: StripeObject },
    invoices: null as null | { status: number; error: StripeObject },
  };
  let counter = 0;

  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return Object.fromEntries(new URLSearchParams(text));
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const body = await readBody(request);
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      body,
      query: Object.fromEntries(url.searchParams),
      idempotencyKey: header('idempotency-key'),
      authorization: header('authorization'),
    });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${++counter}`,
      });
      response.end(JSON.stringify(payload));
    };
    const missing = (what: string) =>
      send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${what}`,
        },
      });

    const path = url.pathname;
    const expands = new Set(
      [...url.searchParams.entries()].filter(([k]) => k.startsWith('expand[')).map(([, v]) => v),
    );
    // An id in place of an expandable object, unless the request asked for the object.
    const expanded = (field: string, value: unknown) =>
      expands.has(field) && typeof value === 'string'
        ? (paymentMethods.get(value) ?? value)
        : value;
    if (request.method === 'POST' && path === '/v1/customers') {
      return send(200, {
        id: `cus_test_${++counter}`,
        object: 'customer',
        email: body.email ?? null,
      });
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      if (failures.checkout)
        return send(failures.checkout.status, { error: failures.checkout.error });
      const id = `cs_test_${++counter}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        customer: body.customer,
        client_reference_id: body.client_reference_id,
        subscription: null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        expires_at: Math.floor(Date.now() / 1000) + 86_400,
      };
      sessions.set(id, session);
      return send(200, session);
    }
    const expireMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (request.method === 'POST' && expireMatch) {
      const session = sessions.get(expireMatch[1]!);
      if (!session) return missing('checkout.session');
      if (session.status !== 'open') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: 'Only open Checkout Sessions can be expired.',
          },
        });
      }
      session.status = 'expired';
      return send(200, session);
    }
    const customerMatch = path.match(/^\/v1\/customers\/([^/]+)$/);
    if (request.method === 'GET' && customerMatch) {
      const customer = customers.get(customerMatch[1]!);
      if (!customer) return missing('customer');
      const settings = (customer.invoice_settings ?? {}) as StripeObject;
      return send(200, {
        ...customer,
        invoice_settings: {
          ...settings,
          default_payment_method: expanded(
            'invoice_settings.default_payment_method',
            settings.default_payment_method ?? null,
          ),
        },
      });
    }
    if (request.method === 'GET' && path === '/v1/invoices') {
      if (failures.invoices)
        return send(failures.invoices.status, { error: failures.invoices.error });
      const customer = url.searchParams.get('customer') ?? '';
      if (!customers.has(customer) && !invoices.has(customer)) return missing('customer');
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const all = invoices.get(customer) ?? [];
      return send(200, {
        object: 'list',
        url: '/v1/invoices',
        has_more: all.length > limit,
        data: all.slice(0, limit),
      });
    }
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (request.method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      return session ? send(200, session) : missing('checkout.session');
    }
    const subMatch = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subMatch) {
      const sub = subscriptions.get(subMatch[1]!);
      if (!sub) return missing('subscription');
      if (request.method === 'POST' && body.cancel_at_period_end !== undefined) {
        sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      }
      return send(200, {
        ...sub,
        default_payment_method: expanded(
          'default_payment_method',
          sub.default_payment_method ?? null,
        ),
      });
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return send(200, {
        id: `bps_${++counter}`,
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/session/1',
      });
    }
    return missing('route');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    subscriptions,
    sessions,
    customers,
    paymentMethods,
    invoices,
    failures,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
