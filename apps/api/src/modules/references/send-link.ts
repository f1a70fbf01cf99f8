import { eq } from 'drizzle-orm';
import {
  REQUEST_LINK_TTL_DAYS,
  type TRequestKind,
  DOCTOR_LINKS,
  REQUEST_PAGE_LINKS,
  toSiteUrl,
} from '@docapply/contracts';
import type { TConfig } from '@/config';
import type { TChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { createShortUrl } from '@/modules/short-urls';
import { signLinkToken } from './link-token';
import { createRequestMail } from './request-mail';
import { toLiveSubject, type TRequestContext } from './request-context';
import { REQUEST_TABLES, type TRequestRow } from '@/modules/application-state';

const DAY_MS = 86_400_000;

/** A request link REQUEST_LINK_TTL_DAYS from `from`. */
export function getNewLinkExpiry(from: Date): Date {
  return new Date(from.getTime() + REQUEST_LINK_TTL_DAYS * DAY_MS);
}

/** The emailed address of a request's open page: a short URL to it, expiring with the token. */
export async function createRequestPageUrl(
  ctx: Pick<TAppContext, 'config'>,
  db: TDb,
  { kind, token, expiresAt }: { kind: TRequestKind; token: string; expiresAt: Date },
): Promise<string> {
  const code = await createShortUrl(db, { target: REQUEST_PAGE_LINKS[kind].getHref(token), expiresAt });
  return toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.redirect.getHref(code));
}

/**
 * Gives the request a fresh link and emails it: a new token (its jti replaces the stored one, so
 * any older link stops working), a short URL expiring with it, and state back to sent; the
 * application's readers hear of it live. The sending time starts a new chain of reminders
 * (request-reminders.ts counts from it).
 */
export async function sendRequestLink(
  change: TChange,
  config: TConfig,
  kind: TRequestKind,
  row: TRequestRow,
  context: TRequestContext,
): Promise<TRequestRow> {
  const sentAt = new Date();
  const expiresAt = getNewLinkExpiry(sentAt);
  const { token, jti } = await signLinkToken(config, { kind, requestId: row.id, expiresAt });
  const table = REQUEST_TABLES[kind];
  const [updated] = await change.tx
    .update(table)
    .set({ tokenId: jti, state: 'sent', sentAt, linkExpiresAt: expiresAt, updatedAt: sentAt })
    .where(eq(table.id, row.id))
    .returning();
  const link = await createRequestPageUrl({ config }, change.tx, { kind, token, expiresAt });
  await change.mail({
    to: row.email,
    ...createRequestMail({
      kind,
      personName: row.name,
      doctorName: context.doctorName,
      hospitalName: context.hospital.name,
      link,
    }),
  });
  await change.live('request', toLiveSubject(context));
  return updated ?? row;
}
