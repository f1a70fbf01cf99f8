import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { REQUEST_MESSAGES } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { shortUrls } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';

/** 8 random bytes -> 11 URL-safe characters: not guessable, short enough to read in an email. */
const CODE_BYTES = 8;
const MAX_TRIES = 3;

export function createShortCode(): string {
  return randomBytes(CODE_BYTES).toString('base64url');
}

/** Stores a short link to a site-relative target; returns its code. */
export async function createShortUrl(
  db: TDb,
  { target, expiresAt }: { target: string; expiresAt: Date | null },
): Promise<string> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const code = createShortCode();
    const [row] = await db
      .insert(shortUrls)
      .values({ code, target, expiresAt })
      .onConflictDoNothing({ target: shortUrls.code })
      .returning({ code: shortUrls.code });
    if (row) {
      return row.code;
    }
  }
  throw new Error('Could not create a unique short code');
}

/** The target of a live short link; 404 for unknown codes, 410 once expired. */
export async function resolveShortUrl(db: TDb, code: string): Promise<{ target: string }> {
  const [row] = await db.select().from(shortUrls).where(eq(shortUrls.code, code)).limit(1);
  if (!row) {
    throw new AppError('NOT_FOUND', { message: REQUEST_MESSAGES.shortLinkUnknown });
  }
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('GONE', { message: REQUEST_MESSAGES.linkExpired });
  }
  return { target: row.target };
}
