import type { TFormDiff, TFormDiffQuery } from '@docapply/contracts';
import { diffFormDefinitions } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { AppError } from '@/lib/app-error';
import type { TUserRow } from '@/core/users/users';
import { ADMIN_FORM_MESSAGES } from './messages';
import { getManagedHospital } from '@/core/access/managed-hospital';
import { findVersion, ofDraft, ofVersion } from './versions';

/** GET /admin/forms/{key}/diff: what changed between two versions (`to` may be the draft). */
export async function getFormDiff(
  db: TDb,
  user: TUserRow,
  { hospitalId, key, from, to }: TFormDiffQuery & { key: string },
): Promise<TFormDiff> {
  await getManagedHospital(db, user, hospitalId);
  const before = await findVersion(db, ofVersion(hospitalId, key, from));
  const after = await findVersion(
    db,
    to === 'draft' ? ofDraft(hospitalId, key) : ofVersion(hospitalId, key, to),
  );
  if (!before || !after) {
    throw new AppError('NOT_FOUND', { message: ADMIN_FORM_MESSAGES.versionNotFound });
  }
  return {
    from: before.version,
    to: after.version,
    changes: diffFormDefinitions(before.definition, after.definition),
  };
}
