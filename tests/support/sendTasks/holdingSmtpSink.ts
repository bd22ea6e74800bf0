/**
 * A loopback SMTP server for delivery tests that must control when a message counts as delivered: a message counts
 * once the sink answered 250 to it, and `holdAfter(n)` makes it stop answering once n messages counted (the sending
 * side waits, its messages in flight). `release()` answers the held messages; one whose connection closed meanwhile
 * (its sender died) is dropped, never counted: that sender never heard the 250.
 */
import { SMTPServer } from 'smtp-server';

export interface AcceptedMail {
  to: string[];
  messageId: string;
}

export interface HoldingSmtpSink {
  port: number;
  accepted: AcceptedMail[];
  /** Messages received and not answered yet. */
  heldCount(): number;
  /** Held messages whose sender's connection is gone. */
  heldOrphans(): number;
  holdAfter(count: number): void;
  release(): void;
  close(): Promise<void>;
}

interface Held {
  sessionId: string;
  answer: () => void;
  drop: () => void;
}

export const startHoldingSmtpSink = async (): Promise<HoldingSmtpSink> => {
  const accepted: AcceptedMail[] = [];
  const closed = new Set<string>();
  let held: Held[] = [];
  let holdFrom = Number.POSITIVE_INFINITY;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const head =
          Buffer.concat(chunks)
            .toString('utf8')
            .split(/\r?\n\r?\n/)[0] ?? '';
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '',
        };
        const answer = () => {
          accepted.push(mail);
          callback();
        };
        const entry = { sessionId: session.id, answer, drop: () => callback(new Error('sender gone')) };
        if (accepted.length >= holdFrom) held.push(entry);
        else answer();
      });
    },
    onClose(session) {
      closed.add(session.id);
    },
  });
  // A sender killed mid-conversation resets its connection: that is what the crash tests do, not a failure.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    accepted,
    heldCount: () => held.length,
    heldOrphans: () => held.filter((h) => closed.has(h.sessionId)).length,
    holdAfter: (count) => {
      holdFrom = count;
    },
    release: () => {
      holdFrom = Number.POSITIVE_INFINITY;
      const waiting = held;
      held = [];
      for (const entry of waiting) (closed.has(entry.sessionId) ? entry.drop : entry.answer)();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
