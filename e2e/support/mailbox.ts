import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

export type TMail = { to: string[]; subject: string; text: string; html: string };

/** A real SMTP server on 127.0.0.1 that keeps every message the product sends. */
export async function startMailbox() {
  const mails: TMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /**
   * Waits for the newest message to `to` whose subject matches, among those received from the
   * `since`-th on (`mails.length` before an action: a message that action sent, not an older one).
   */
  async function waitFor(to: string, subject: RegExp, timeoutMs = 20_000, since = 0): Promise<TMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = mails
        .slice(since)
        .filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject))
        .at(-1);
      if (found) {
        return found;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TMailbox = Awaited<ReturnType<typeof startMailbox>>;
