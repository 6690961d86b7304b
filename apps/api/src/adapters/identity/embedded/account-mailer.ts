import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailPort } from '../../mail/mail-port.ts';

export interface AccountMailer {
  /**
   * Runs `compose` (which may look the account up) and sends what it answers, after the HTTP
   * answer has gone: a request for an address with an account then takes as long as one without,
   * so the timing of a mail server tells nothing. Failures are logged, never shown.
   */
  later(purpose: string, compose: () => Promise<MailMessage | undefined>): void;
  /** Resolves once every mail started so far is sent or has failed (shutdown, tests). */
  idle(): Promise<void>;
}

export function accountMailer(mail: MailPort, log: FastifyBaseLogger): AccountMailer {
  const pending = new Set<Promise<void>>();
  return {
    later(purpose, compose) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(compose)
        .then((message) => (message ? mail.send(message) : undefined))
        // The purpose, never the address or a link: a reset link in a log would be a key.
        .catch((err: unknown) => log.error({ err, purpose }, 'account email not sent'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size) await Promise.all(pending);
    },
  };
}
