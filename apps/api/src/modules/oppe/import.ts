import type { Readable } from 'node:stream';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { OPPE_IMPORT_ERRORS_LISTED, OPPE_MESSAGES, type TOppeImport } from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { oppeImportRows, oppeImports, users } from '@/core/db/schema';
import { isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { assertOppeAdmin, notFound } from './access';
import { stageOppeCsv } from './stage';
import { countRowErrors, keepRowErrors, moveCheckedRows } from './validate';

/** The import as its answer shows it, with its first errors by line. */
async function readImport(db: TDb, importId: string): Promise<TOppeImport> {
  const [row] = await db
    .select({ item: oppeImports, firstName: users.firstName, lastName: users.lastName })
    .from(oppeImports)
    .leftJoin(users, eq(users.id, oppeImports.importedBy))
    .where(eq(oppeImports.id, importId));
  const errors = await db
    .select({ line: oppeImportRows.line, field: oppeImportRows.errorField, message: oppeImportRows.error })
    .from(oppeImportRows)
    .where(and(eq(oppeImportRows.importId, importId), isNotNull(oppeImportRows.error)))
    .orderBy(asc(oppeImportRows.line))
    .limit(OPPE_IMPORT_ERRORS_LISTED);
  const { item } = row;
  return {
    id: item.id,
    fileName: item.fileName,
    state: item.state,
    rowsRead: item.rowsRead,
    rowsImported: item.rowsImported,
    errorCount: item.errorCount,
    errors: errors.map(({ line, field, message }) => ({
      line,
      ...(field ? { field } : {}),
      message: message ?? '',
    })),
    importedBy: row.firstName === null ? null : `${row.firstName} ${row.lastName}`,
    importedAt: item.importedAt.toISOString(),
    durationMs: item.durationMs,
  };
}

/** GET /admin/hospitals/{hospitalId}/oppe/imports/{importId}: an import and its first errors. */
export async function getOppeImport(
  db: TDb,
  user: TUserRow,
  { hospitalId, importId }: { hospitalId: string; importId: string },
): Promise<TOppeImport> {
  await assertOppeAdmin(db, user, hospitalId);
  const [row] = isUuid(importId)
    ? await db
        .select({ id: oppeImports.id })
        .from(oppeImports)
        .where(and(eq(oppeImports.id, importId), eq(oppeImports.hospitalId, hospitalId)))
    : [];
  if (!row) {
    throw notFound(OPPE_MESSAGES.importNotFound);
  }
  return readImport(db, row.id);
}

/** The rejected import's answer: 400, each listed row's error as a field `line.<n>.<column>`. */
function toRejection(result: TOppeImport): AppError {
  const fields: Record<string, string> = { importId: result.id };
  for (const error of result.errors) {
    fields[`line.${error.line}.${error.field ?? 'row'}`] = error.message;
  }
  return new AppError('VALIDATION', { message: OPPE_MESSAGES.importRejected(result.errorCount), fields });
}

/**
 * POST /admin/hospitals/{hospitalId}/oppe/imports: the CSV streamed into the staging table, then in
 * ONE change checked and either moved into oppe_values whole (one audit row) or, when any row has an
 * error, rejected whole: nothing imported, the errors kept for the import's page and answered 400.
 */
export async function importOppeCsv(
  db: TDb,
  user: TUserRow | null,
  { hospitalId, fileName, input }: { hospitalId: string; fileName: string | null; input: Readable },
): Promise<TOppeImport> {
  const startedAt = Date.now();
  const [created] = await db
    .insert(oppeImports)
    .values({ hospitalId, fileName, importedBy: user?.id ?? null })
    .returning({ id: oppeImports.id });
  const importId = created.id;
  let rowsRead: number;
  try {
    rowsRead = await stageOppeCsv(db, importId, input);
  } catch (error) {
    // Not an OPPE file (or the upload broke off): no trace but the refusal.
    await db.delete(oppeImports).where(eq(oppeImports.id, importId));
    throw error;
  }
  const errorCount = await runChange(
    async ({ tx, audit }) => {
      const errors = await countRowErrors(tx, { importId, hospitalId });
      if (errors === 0) {
        await moveCheckedRows(tx, { importId, hospitalId, actorId: user?.id ?? null });
      } else {
        await keepRowErrors(tx, { importId, hospitalId });
      }
      await tx
        .update(oppeImports)
        .set({
          state: errors === 0 ? 'imported' : 'rejected',
          rowsRead,
          rowsImported: errors === 0 ? rowsRead : 0,
          errorCount: errors,
          durationMs: Math.round(Date.now() - startedAt),
        })
        .where(eq(oppeImports.id, importId));
      await audit({
        actorId: user?.id ?? null,
        action: errors === 0 ? 'oppe.values-imported' : 'oppe.import-rejected',
        entity: 'oppe_import',
        entityId: importId,
        hospitalId,
        data: { fileName, rowsRead, errorCount: errors },
      });
      return errors;
    },
    { db },
  );
  const result = await readImport(db, importId);
  if (errorCount > 0) {
    throw toRejection(result);
  }
  return result;
}
