import { eq } from 'drizzle-orm';
import {
  REQUEST_LINK_TTL_DAYS,
  type TRequestKind,
  DOCTOR_LINKS,
  REQUEST_PAGE_LINKS,
  toSiteUrl,
} from '@docapply/contracts';
import type { TAppContext } from '@/app-context';
import { createShortUrl } from '@/modules/short-urls/short-urls';
import { signLinkToken } from './link-token';
import { createRequestMail } from './request-mail';
import type { TRequestContext } from './request-context';
import { REQUEST_TABLES, type TRequestRow } from './request-tables';

const DAY_MS = 86_400_000;

/**
 * Gives the request a fresh link and emails it: a new token (its jti replaces the stored one, so
 * any older link stops working), a short URL expiring with it, and state back to sent.
 */
export async function sendRequestLink(
  ctx: TAppContext,
  kind: TRequestKind,
  row: TRequestRow,
  context: TRequestContext,
): Promise<TRequestRow> {
  const sentAt = new Date();
  const expiresAt = new Date(sentAt.getTime() + REQUEST_LINK_TTL_DAYS * DAY_MS);
  const { token, jti } = await signLinkToken(ctx.config, { kind, requestId: row.id, expiresAt });
  const table = REQUEST_TABLES[kind];
  const [updated] = await ctx.db
    .update(table)
    .set({ tokenId: jti, state: 'sent', updatedAt: sentAt })
    .where(eq(table.id, row.id))
    .returning();
  const code = await createShortUrl(ctx.db, {
    target: REQUEST_PAGE_LINKS[kind].getHref(token),
    expiresAt,
  });
  await ctx.mailer.queue({
    to: row.email,
    ...createRequestMail({
      kind,
      personName: row.name,
      doctorName: context.doctorName,
      hospitalName: context.hospital.name,
      link: toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.redirect.getHref(code)),
    }),
  });
  return updated ?? row;
}
