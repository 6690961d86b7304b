import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  auth: { username: string; password: string } | undefined;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Recipients the server refuses, with the reply code (550: no such mailbox, 451: try later). */
  refuse: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port, keeping what it receives: the adapter speaks the protocol
 * to it as it would to a production relay. No TLS (loopback only); plain AUTH is allowed.
 */
export async function startSmtpServer({ auth }: { auth?: { user: string; pass: string } } = {}) {
  const received: ReceivedMail[] = [];
  const refuse = new Map<string, number>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: !auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.pass) {
        return callback(null, { user: credentials.username });
      }
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      const code = refuse.get(address.address);
      if (code !== undefined) {
        const reason = code >= 500 ? 'No such mailbox' : 'Mailbox busy, try again later';
        return callback(Object.assign(new Error(reason), { responseCode: code }));
      }
      return callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            auth: auth ? { username: String(session.user), password: auth.pass } : undefined,
            parsed,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = auth ? `${auth.user}:${auth.pass}@` : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies TestSmtpServer;
}
