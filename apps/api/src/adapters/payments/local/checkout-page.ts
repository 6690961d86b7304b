import { premiumFeatures } from '@resumio/contract';
import type { CardField } from './test-cards.ts';

export const CHECKOUT_CSS_PATH = '/checkout/assets/checkout.css';
export const CHECKOUT_JS_PATH = '/checkout/assets/checkout.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface CheckoutPageModel {
  sessionId: string;
  mode: 'subscription' | 'setup';
  amountLabel: string;
  priceNote: string;
  cancelUrl: string;
  cardOnFile: string | null;
  paymentDue: boolean;
  values: { email: string; cardNumber: string; expiry: string };
  fieldErrors: Partial<Record<CardField, string>>;
  formError: string | null;
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<link rel="stylesheet" href="${CHECKOUT_CSS_PATH}">
<script src="${CHECKOUT_JS_PATH}" defer></script>
</head>
<body>
${body}
</body>
</html>`;
}

function field(
  model: CheckoutPageModel,
  spec: { id: string; name: CardField; label: string; value: string; attrs: string },
): string {
  const error = model.fieldErrors[spec.name];
  const errorId = `${spec.id}-error`;
  return `<div class="field${error ? ' field--invalid' : ''}">
<label for="${spec.id}">${spec.label}</label>
<input id="${spec.id}" name="${spec.name}" value="${escapeHtml(spec.value)}" ${spec.attrs}${
    error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''
  }>
${error ? `<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
}

/** The hosted checkout page of the local provider: a plain form that works without script. */
export function renderCheckoutPage(model: CheckoutPageModel): string {
  const setup = model.mode === 'setup';
  const heading = setup ? 'Update your payment method' : 'Subscribe to Resumio Premium';
  const payLabel = !setup || model.paymentDue ? `Pay ${model.amountLabel}` : 'Save card';
  const summary = setup
    ? `<p class="lede">${
        model.paymentDue
          ? `Your last renewal payment failed. Pay ${escapeHtml(model.amountLabel)} with a new card to keep Premium.`
          : 'Replace the card your subscription is billed to.'
      }</p>${model.cardOnFile ? `<p class="muted">Card on file ends in ${escapeHtml(model.cardOnFile)}.</p>` : ''}`
    : `<ul class="features">${premiumFeatures.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`;

  const body = `<div class="page">
<section class="summary" aria-labelledby="product-heading">
<p class="brand">Resumio</p>
<h1 id="product-heading">${heading}</h1>
<p class="price"><span class="amount">${escapeHtml(model.amountLabel)}</span> <span class="per">per month</span></p>
<p class="note">${escapeHtml(model.priceNote)}</p>
${summary}
</section>
<main class="pay">
<p class="test-mode"><strong>Test mode.</strong> No real card is charged. Use 4242 4242 4242 4242 with any future date and any CVC; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 0341 pays now and fails at renewal.</p>
<form method="post" action="/checkout/${encodeURIComponent(model.sessionId)}" novalidate>
${model.formError ? `<div class="form-error" role="alert">${escapeHtml(model.formError)}</div>` : ''}
${field(model, { id: 'email', name: 'email', label: 'Email', value: model.values.email, attrs: 'type="email" autocomplete="email" required' })}
<fieldset>
<legend>Card information</legend>
${field(model, { id: 'card-number', name: 'cardNumber', label: 'Card number', value: model.values.cardNumber, attrs: 'type="text" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required' })}
<div class="row">
${field(model, { id: 'card-expiry', name: 'expiry', label: 'Expiry (MM/YY)', value: model.values.expiry, attrs: 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required' })}
${field(model, { id: 'card-cvc', name: 'cvc', label: 'CVC', value: '', attrs: 'type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required' })}
</div>
</fieldset>
<button type="submit" class="pay-button">${escapeHtml(payLabel)}</button>
<p class="cancel"><a href="${escapeHtml(model.cancelUrl)}">Cancel and return</a></p>
</form>
</main>
</div>`;
  return layout(`${setup ? 'Update payment method' : 'Checkout'} · Resumio Premium`, body);
}

/** A short page for a session that cannot be paid (unknown or expired). */
export function renderCheckoutNotice(title: string, message: string, returnUrl: string): string {
  return layout(
    `${title} · Resumio`,
    `<div class="page page--notice"><main class="pay">
<p class="brand">Resumio</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p class="cancel"><a href="${escapeHtml(returnUrl)}">Return to Resumio</a></p>
</main></div>`,
  );
}
