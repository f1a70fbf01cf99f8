import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TReceivedMail = { to: string; from: string; subject: string; text: string };

export type TTestSmtp = {
  url: string;
  messages: TReceivedMail[];
  /** The first message to `to` (after the first `after` ones) matching `subject`; waits up to 5 s. */
  waitFor: (to: string, options?: { subject?: string; after?: number }) => Promise<TReceivedMail>;
  /** The messages to `to` received so far. */
  to: (to: string) => TReceivedMail[];
  close: () => Promise<void>;
};

export type TTestSmtpOptions = {
  /** A fixed port (a server that comes back after an outage); a free one by default. */
  port?: number;
  /** How long the server takes over each message before accepting it (a slow provider). */
  delayMs?: number;
};

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startTestSmtp({
  port: fixedPort = 0,
  delayMs = 0,
}: TTestSmtpOptions = {}): Promise<TTestSmtp> {
  const messages: TReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (delayMs > 0) {
            await new Promise((resolve) => setTimeout(resolve, delayMs));
          }
          for (const rcpt of session.envelope.rcptTo) {
            messages.push({
              to: rcpt.address.toLowerCase(),
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            });
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(fixedPort, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const to = (recipient: string) => messages.filter((m) => m.to === recipient.toLowerCase());
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to,
    waitFor: async (recipient, { subject, after = 0 } = {}) => {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const found = to(recipient)
          .slice(after)
          .find((m) => subject === undefined || m.subject === subject);
        if (found) {
          return found;
        }
        if (Date.now() > deadline) {
          throw new Error(`No mail to ${recipient}${subject ? ` with subject "${subject}"` : ''}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
