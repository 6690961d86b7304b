// The API's code boundaries (docs/architecture.md, docs/decisions/050):
// - a file in src/modules/<a> may import from src/modules/<b> only the files <b> publishes below;
// - src/modules and src/lib may import from src/adapters only an adapter family's port or factory
//   (src/adapters/<family>/<file>.ts), not one implementation's files (src/adapters/<family>/<impl>/),
//   apart from the few listed in ADAPTER_INTERNALS_IN_USE below;
// - src/adapters may not import src/plugins (a plugin wires adapters into Fastify, not the reverse);
// - src/lib is shared by everyone, so it imports no module and no plugin.
// Specifiers are resolved against the importing file, so every spelling of a path is caught.
import { dirname, relative, resolve, sep } from 'node:path';

const SRC = resolve(import.meta.dirname, '../../apps/api/src');

/**
 * What a module offers the others, with why. Anything else in a module is its own business: what
 * two modules both need and belongs to neither goes to src/lib.
 */
export const PUBLISHED = {
  // Premium status and checks: every feature with a premium tier asks billing.
  'billing/assert-premium.ts': 'premium check for premium-only actions',
  'billing/get-subscription-status.ts': 'premium status for digests, contact and shares',
  'billing/premium-route-options.ts': 'rate limits and docs of premium-only routes',
  // Deleting an account cancels its subscription first.
  'billing/billing-deps.ts': "account deletion takes billing's dependencies",
  'billing/provider-call.ts': 'account deletion calls the payment provider',
  'billing/repository.ts': "account deletion reads the user's subscription",
  'contact/mail-layout.ts': "the account-deleted mail uses the product's mail layout",
  // Resumes are what letters, applications, tailoring and shares are made from.
  'resumes/get-resume.ts': "finding a user's own resume by id",
  'resumes/repository.ts': 'reading a resume or one of its revisions',
  'resumes/to-resume-dto.ts': 'the stored document and detail of a resume',
  'resumes/resume-content.ts': 'the stored form of a document (tailored copies are saved as one)',
  'resumes/save-new-resume.ts': 'a tailored copy is saved as a new resume',
  // Letters are attached to applications.
  'cover-letters/letter-content.ts': 'the untitled letter name for a sent letter download',
  'cover-letters/repository.ts': 'an application records the letter sent',
  'cover-letters/to-letter-dto.ts': 'the stored content of a letter',
  'cover-letters/find-own-letter.ts': "finding a user's own letter by id",
  // Letters use the model requests and job input rules of enhancement.
  'enhancement/ai-usage-repository.ts': 'model request reservations and token counts',
  'enhancement/ask-model.ts': 'one way to ask the language model',
  'enhancement/job-input-error.ts': 'the same job description rules for letters',
  // The tracker's stages and posting text are read by reminders and job links.
  'jobs/board-stages.ts': "a user's board stages, for reminders and the calendar feed",
  'jobs/html-to-text.ts': 'a posting page read as text',
  // The data export ZIP carries the tracker's own CSV, so it imports back the same way.
  'jobs/export-jobs-csv.ts': "the data export's applications.csv",
};

/**
 * Implementation files of an adapter that modules still import, with why. The account module is
 * the embedded identity provider's settings side, and billing mounts the local checkout; each
 * entry goes once the adapter offers it through its port. Do not add to this list lightly.
 */
export const ADAPTER_INTERNALS_IN_USE = {
  'identity/embedded/account-mailer.ts': 'account settings send the provider’s security mails',
  'identity/embedded/accounts.ts': 'account settings read and change the stored account',
  'identity/embedded/email-verification-tokens.ts': 'account settings confirm a new address',
  'identity/embedded/end-account-sessions.ts': 'a password change or deletion ends sessions',
  'identity/embedded/form-body.ts': 'the contact form reads form posts the same way',
  'identity/embedded/instance-secrets.ts': 'contact tokens and address hashes use the secret',
  'identity/embedded/password-hash.ts': 'account settings check and change the password',
  'identity/embedded/password-policy.ts': 'account settings apply the same password rules',
  'identity/embedded/security-events.ts': 'account settings record security events',
  'identity/embedded/security-mail.ts': 'account settings send security notices',
  'identity/embedded/totp.ts': 'two-step sign-in setup shows the authenticator URI',
  'identity/embedded/two-factor-credentials.ts': 'two-step sign-in settings',
  'identity/embedded/two-factor-throttle.ts': 'two-step sign-in settings share the throttle',
  'identity/embedded/verification-mail.ts': 'account settings send the confirm-address mail',
  'payments/local/checkout-routes.ts': 'billing mounts the local checkout pages',
  'payments/local/local-billing.ts': 'billing drives the local payment provider',
};

/** The area a path lies in: ['modules', name], ['adapters'], ['plugins'], ['lib'] or null. */
function areaOf(path) {
  const parts = relative(SRC, path).split(sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  if (parts[0] === 'modules') return parts.length > 2 ? ['modules', parts[1]] : null;
  if (['adapters', 'plugins', 'lib'].includes(parts[0])) return [parts[0]];
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    messages: {
      crossModule:
        "Module '{{from}}' imports '{{target}}', which module '{{to}}' does not publish: move what both need into src/lib, or publish it in scripts/lint/api-boundaries.js with a reason.",
      adapterInternals:
        "'{{target}}' is inside one implementation of an adapter: import the adapter family's port or factory (src/adapters/<family>/<file>.ts), or list it in ADAPTER_INTERNALS_IN_USE in scripts/lint/api-boundaries.js with a reason.",
      adapterToPlugin: 'Adapters do not import plugins: move what both need into src/lib.',
      libToFeature: 'src/lib is shared code: it imports no module and no plugin.',
    },
    schema: [],
  },
  create(context) {
    const from = areaOf(context.filename);
    if (from === null) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source.value);
      const to = areaOf(target);
      if (!to) return;
      if (from[0] === 'modules' && to[0] === 'modules' && from[1] !== to[1]) {
        const published = relative(resolve(SRC, 'modules'), target).split(sep).join('/');
        if (published in PUBLISHED) return;
        context.report({
          node: source,
          messageId: 'crossModule',
          data: { from: from[1], to: to[1], target: published },
        });
      } else if ((from[0] === 'modules' || from[0] === 'lib') && to[0] === 'adapters') {
        const inAdapters = relative(resolve(SRC, 'adapters'), target).split(sep);
        const path = inAdapters.join('/');
        if (inAdapters.length <= 2 || path in ADAPTER_INTERNALS_IN_USE) return;
        context.report({ node: source, messageId: 'adapterInternals', data: { target: path } });
      } else if (from[0] === 'adapters' && to[0] === 'plugins') {
        context.report({ node: source, messageId: 'adapterToPlugin' });
      } else if (from[0] === 'lib' && (to[0] === 'modules' || to[0] === 'plugins')) {
        context.report({ node: source, messageId: 'libToFeature' });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export default { rules: { 'api-boundaries': rule } };
