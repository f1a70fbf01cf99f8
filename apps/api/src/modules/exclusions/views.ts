import type { TExclusionImport } from '@docapply/contracts';
import type { exclusionImports } from '@/core/db/schema';

type TImportRow = typeof exclusionImports.$inferSelect;

/** An import as the platform's page shows it (who imported it by name: the account may be gone). */
export function toImportView(row: TImportRow): TExclusionImport {
  return {
    id: row.id,
    source: row.source,
    listDate: row.listDate,
    fileName: row.fileName,
    url: row.url,
    rowCount: row.rowCount,
    importedAt: row.importedAt.toISOString(),
    importedBy: row.importedByLabel,
    durationMs: row.durationMs,
    screened: row.screened,
    hits: row.hits,
    possible: row.possible,
  };
}
