import { eq, sql } from 'drizzle-orm';
import type { TExclusionImport } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { exclusionImports } from '@/core/db/schema';
import { writeAudit } from '@/core/audit';
import type { TUserRow } from '@/core/users/users';
import type { TParsedList } from './parse';
import { allowLongStatements, screenInTransaction } from './screen';
import { toImportView } from './views';

/** Rows per insert: each batch is one statement of a few MB of JSON, unpacked by the database. */
const BATCH_ROWS = 10_000;

export type TImportInput = {
  /** YYYY-MM-DD: the date of the list (its month's release). */
  listDate: string;
  fileName?: string | null;
  url?: string | null;
  /** The platform admin who uploaded it; null for the monthly job. */
  actor: TUserRow | null;
};

/**
 * Replaces the source's entries with the list's in ONE transaction (the previous list stands until
 * the new one is complete), then records the import with its row count and duration.
 */
async function replaceEntries(
  db: TDb,
  parsed: TParsedList,
  meta: TImportInput,
  startedAt: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const db = tx as unknown as TDb;
    await allowLongStatements(db);
    await db.execute(sql`delete from exclusion_entries where source = ${parsed.source}`);
    const [created] = await db
      .insert(exclusionImports)
      .values({
        source: parsed.source,
        listDate: meta.listDate,
        fileName: meta.fileName ?? null,
        url: meta.url ?? null,
        rowCount: parsed.rowCount,
        importedBy: meta.actor?.id ?? null,
        importedByLabel: meta.actor
          ? `${meta.actor.firstName} ${meta.actor.lastName}`
          : 'DocApply (monthly job)',
      })
      .returning({ id: exclusionImports.id });
    for (let start = 0; start < parsed.rowsJson.length; start += BATCH_ROWS) {
      const batch = `[${parsed.rowsJson.slice(start, start + BATCH_ROWS).join(',')}]`;
      await db.execute(sql`
        insert into exclusion_entries (source, import_id, npi, first_key, last_key, date_of_birth, reinstated_on, record)
        select ${parsed.source}, ${created.id}, x.npi, x."firstKey", x."lastKey", x."dateOfBirth",
          case when x."reinstatedOn" <= ${meta.listDate}::date then x."reinstatedOn" end, x.record
        from jsonb_to_recordset(${batch}::jsonb)
          as x(npi text, "firstKey" text, "lastKey" text, "dateOfBirth" date, "reinstatedOn" date, record jsonb)`);
    }
    // Fresh statistics for the screening's plan: without them the planner takes the new list for a
    // few rows and joins 100,000 doctors to it row by row (minutes instead of seconds).
    await db.execute(sql`analyze exclusion_entries`);
    await db
      .update(exclusionImports)
      .set({ durationMs: Math.round(Date.now() - startedAt) })
      .where(eq(exclusionImports.id, created.id));
    return created.id;
  });
}

/**
 * A parsed list imported and screened: the source's entries replaced in one transaction, then every
 * screened doctor screened against it (screenings, items, alerts and the admins' emails in a second
 * transaction), and the import audited.
 */
export async function importParsedList(
  ctx: TAppContext,
  parsed: TParsedList,
  options: TImportInput & { startedAt: number },
): Promise<TExclusionImport> {
  const { source } = parsed;
  const { listDate, actor } = options;
  const importId = await replaceEntries(ctx.db, parsed, options, options.startedAt);
  const counts = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as TDb;
    await allowLongStatements(db);
    const found = await screenInTransaction(ctx, db, { source, importId, listDate });
    await db
      .update(exclusionImports)
      .set({ screened: found.screened, hits: found.hits, possible: found.possible })
      .where(eq(exclusionImports.id, importId));
    return found;
  });
  if (counts.mailed > 0) {
    ctx.mailer.wake();
  }
  await writeAudit(ctx.db, {
    actorId: actor?.id ?? null,
    action: 'exclusion-list.imported',
    entity: 'exclusion_imports',
    entityId: importId,
    data: { source, listDate, rowCount: parsed.rowCount, ...counts, url: options.url ?? null },
  });
  const [row] = await ctx.db.select().from(exclusionImports).where(eq(exclusionImports.id, importId));
  return toImportView(row);
}
