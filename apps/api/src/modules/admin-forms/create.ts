import { and, eq, like, or } from 'drizzle-orm';
import type { TAdminFormVersion, TCreateFormRequest } from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { forms } from '@/core/db/schema';
import { privilegeFormKey } from '@/core/db/seed-data/privileges';
import { lockKey } from '@/core/locks';
import { writeAudit } from '@/core/audit';
import { toSlug } from '@/modules/platform';
import type { TUserRow } from '@/core/users/users';
import { assertValidDefinition, checkedPractitionerTypes } from './check';
import { findFormVersion } from './reads';
import { getManagedHospital } from '@/core/access/managed-hospital';

/** A new privilege form's first draft: valid as it is, so the editor starts from something that saves. */
function createStarterDefinition(title: string): TFormDefinition {
  return {
    sections: [
      {
        key: 'P',
        title,
        items: [
          {
            name: 'experience',
            type: 'textarea',
            label: 'Describe your experience with this privilege',
            required: true,
            rows: 4,
          },
        ],
      },
    ],
  };
}

/** `privilege-<slug>`, or `-2`, `-3` … after it, whichever the hospital does not use yet. */
async function findFreeKey(tx: TDb, hospitalId: string, title: string): Promise<string> {
  // A title without a letter or digit (symbols only) has no slug of its own.
  const base = privilegeFormKey(/[a-z0-9]/i.test(title.normalize('NFKD')) ? toSlug(title) : 'form');
  const rows = await tx
    .selectDistinct({ key: forms.key })
    .from(forms)
    .where(and(eq(forms.hospitalId, hospitalId), or(eq(forms.key, base), like(forms.key, `${base}-%`))));
  const taken = new Set(rows.map((row) => row.key));
  let key = base;
  for (let n = 2; taken.has(key); n += 1) {
    key = `${base}-${n}`;
  }
  return key;
}

/** POST /admin/forms: a new privilege form, a draft of version 1 the administrator then edits and publishes. */
export async function createPrivilegeForm(
  db: TDb,
  options: { hospitalId: string; actor: TUserRow; input: TCreateFormRequest },
): Promise<TAdminFormVersion> {
  const { hospitalId, actor, input } = options;
  await getManagedHospital(db, actor, hospitalId);
  return db.transaction(async (tx) => {
    // Two forms created at once with one title get two keys.
    await lockKey(tx, `form-create:${hospitalId}`);
    const key = await findFreeKey(tx, hospitalId, input.title);
    const definition = createStarterDefinition(input.title);
    const practitionerTypes = await checkedPractitionerTypes(tx, input.practitionerTypes ?? []);
    await assertValidDefinition(tx, { hospitalId, key, kind: input.kind, definition });
    const [created] = await tx
      .insert(forms)
      .values({
        hospitalId,
        kind: input.kind,
        key,
        title: input.title,
        version: 1,
        definition,
        practitionerTypes,
        publishedAt: null,
        updatedBy: actor.id,
      })
      .returning({ id: forms.id, version: forms.version });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'form.create',
      entity: 'form',
      entityId: created.id,
      hospitalId,
      data: { hospitalId, key, version: created.version },
      before: null,
      after: { key, kind: input.kind, title: input.title, version: created.version, practitionerTypes },
    });
    return findFormVersion(tx, { hospitalId, key, version: created.version });
  });
}
