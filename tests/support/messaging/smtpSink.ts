/**
 * A loopback SMTP server for tests: it receives mail as a real relay would and records each message once the
 * client has been answered `250` (a message the sink refused, or whose connection dropped before the answer, is
 * not counted).
 *
 *   const sink = await startSmtpSink();                  // or startSmtpSink({ auth: { user, pass } })
 *   // channel settings: { host: 'localhost', port: sink.port, tlsMode: 'none', sender: 'ops@example.com' }
 *   await sink.waitFor(3);                               // resolves when 3 messages have arrived
 *   sink.messages[0]  // { from, to, subject, text, messageId }
 *   await sink.close();
 *
 * `refuse(address)` answers `550` for that recipient from then on (a permanent failure, not retried).
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The Message-ID header as sent, without angle brackets. */
  messageId: string;
}

export interface SmtpSink {
  port: number;
  messages: ReceivedMail[];
  /** Resolves when at least `count` messages have been accepted. */
  waitFor(count: number): Promise<ReceivedMail[]>;
  /** From now on, refuse mail to this address with 550. */
  refuse(address: string): void;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Require this login (plain text over loopback: tests only). */
  auth?: { user: string; pass: string };
}

export const startSmtpSink = async (options: SmtpSinkOptions = {}): Promise<SmtpSink> => {
  const messages: ReceivedMail[] = [];
  const refused = new Set<string>();
  const waiters: Array<{ count: number; resolve: (m: ReceivedMail[]) => void }> = [];
  const settle = () => {
    for (const waiter of [...waiters])
      if (messages.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(messages);
      }
  };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    // no reverse DNS of the client (slow where DNS is slow), and a close that does not wait 30 s for idle clients
    disableReverseLookup: true,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass)
        return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase()))
        return callback(
          Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }),
        );
      return callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const record: ReceivedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: (mail.text ?? '').trim(),
            messageId: (mail.messageId ?? '').replace(/^<|>$/g, ''),
          };
          callback(null, `Ok: queued as ${messages.length + 1}`);
          messages.push(record);
          settle();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    messages,
    waitFor: (count) =>
      new Promise((resolve) => {
        waiters.push({ count, resolve });
        settle();
      }),
    refuse: (mailAddress) => refused.add(mailAddress.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
