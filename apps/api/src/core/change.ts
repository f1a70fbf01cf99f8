import type { TLiveEventKind } from '@docapply/contracts';
import { writeAudit, type TAuditEntry } from '@/core/audit';
import { getAppContext, type TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import type { TDomainEventName, TDomainEvents } from '@/core/events';
import { notifyLiveEvent, type TLiveSubject } from '@/core/live/live-message';
import type { TMailer, TOutgoingMail } from '@/core/outbox/mailer';

/**
 * What a change writes besides its own rows, each into the change's transaction: it commits with
 * the change or not at all (a mail is sent, a live event heard, only once the change is there).
 */
export type TChange = {
  /** The transaction: the change's own reads and writes go through it. */
  tx: TDb;
  /**
   * The app's services bound to this change: `db` is the transaction and `mailer.queue` writes
   * into it, so a service written against the app's context can be called as part of the change.
   */
  ctx: TAppContext;
  audit: (entry: TAuditEntry) => Promise<void>;
  /** Queued in the outbox with the change; the sender is woken after the commit. */
  mail: (mail: TOutgoingMail) => Promise<void>;
  /** NOTIFY is delivered at the commit and dropped on a rollback. */
  live: (kind: TLiveEventKind, application: TLiveSubject) => Promise<void>;
  /** Other modules' handlers run in the same transaction (core/events.ts). */
  publish: <K extends TDomainEventName>(name: K, event: TDomainEvents[K]) => Promise<void>;
};

/**
 * The one way to write a change: `work` runs in a transaction (a savepoint when `db` is already
 * one), with the audit trail, the outbox and the live events bound to it. Use it for every write a
 * person or a job makes; a write that must not be undone with its change (a failed sign-in's
 * throttle count) is the exception and says why.
 */
export async function runChange<T>(
  work: (change: TChange) => Promise<T>,
  { db }: { db?: TDb } = {},
): Promise<T> {
  const app = getAppContext();
  let hasMail = false;
  const result = await (db ?? app.db).transaction(async (tx) => {
    const queue: TMailer['queue'] = async (message, options) => {
      // A savepoint of this transaction may be named; anything else is this change's.
      await app.mailer.queue(message, { db: options?.db ?? tx });
      hasMail = true;
    };
    const mail = (message: TOutgoingMail) => queue(message);
    return work({
      tx,
      ctx: { ...app, db: tx, mailer: { ...app.mailer, queue } },
      audit: (entry) => writeAudit(tx, entry),
      mail,
      live: (kind, application) => notifyLiveEvent(tx, kind, application),
      publish: (name, event) => app.events.publish(tx, name, event),
    });
  });
  if (hasMail) {
    app.mailer.wake();
  }
  return result;
}
