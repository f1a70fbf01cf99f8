import { desc, eq, sql } from 'drizzle-orm';
import {
  EXCLUSION_SOURCES,
  type TExclusionLists,
  type TExclusionListUrl,
  type TExclusionSource,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { exclusionImports, systemSettings } from '@/core/db/schema';
import { writeAudit } from '@/core/audit';
import type { TUserRow } from '@/core/users/users';
import { toImportView } from './views';

/** How many past imports the platform page lists per source. */
const HISTORY_LIMIT = 24;

/** The system setting holding a source's download URL (absent or null: upload only). */
const urlSettingKey = (source: TExclusionSource) => `exclusion_list_url:${source}`;

export async function getExclusionListUrl(db: TDb, source: TExclusionSource): Promise<string | null> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, urlSettingKey(source)));
  return typeof row?.value === 'string' ? row.value : null;
}

/** GET /platform/exclusion-lists: each source's URL, current import and history (newest first). */
export async function getExclusionLists(db: TDb): Promise<TExclusionLists> {
  const sources = [];
  for (const source of EXCLUSION_SOURCES) {
    const rows = await db
      .select()
      .from(exclusionImports)
      .where(eq(exclusionImports.source, source))
      .orderBy(desc(exclusionImports.importedAt))
      .limit(HISTORY_LIMIT);
    const history = rows.map(toImportView);
    sources.push({
      source,
      url: await getExclusionListUrl(db, source),
      current: history[0] ?? null,
      history,
    });
  }
  return { sources };
}

/** PUT /platform/exclusion-lists/{source}: the URL the monthly job downloads from (audited). */
export async function setExclusionListUrl(
  ctx: TAppContext,
  options: { actor: TUserRow; source: TExclusionSource; input: TExclusionListUrl },
): Promise<TExclusionLists> {
  const { actor, source, input } = options;
  const before = await getExclusionListUrl(ctx.db, source);
  const key = urlSettingKey(source);
  await ctx.db.transaction(async (tx) => {
    if (input.url === null) {
      await tx.delete(systemSettings).where(eq(systemSettings.key, key));
    } else {
      await tx
        .insert(systemSettings)
        .values({ key, value: input.url })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value: input.url, updatedAt: sql`now()` } });
    }
    if (before !== input.url) {
      await writeAudit(tx as unknown as TDb, {
        actorId: actor.id,
        action: 'exclusion-list.url-updated',
        entity: 'system_settings',
        entityId: key,
        before: { url: before },
        after: { url: input.url },
      });
    }
  });
  return getExclusionLists(ctx.db);
}
