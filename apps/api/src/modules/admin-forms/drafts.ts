import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TAdminFormVersion, TFormKind, TSaveFormDraftRequest } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { forms } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { lockKey } from '@/core/locks';
import { changedValues, writeAudit } from '@/core/audit';
import type { TUserRow } from '@/core/users/users';
import { assertValidDefinition, checkedPractitionerTypes } from './check';
import { ADMIN_FORM_MESSAGES } from './messages';
import { findFormVersion, type TFormRef } from './reads';
import { getManagedHospital } from '@/core/access/managed-hospital';
import { findVersion, ofDraft, ofForm, ofVersion } from './versions';

/** Who changes which form: every write service takes one of these. */
export type TFormWrite = TFormRef & { actor: TUserRow };

type TFormState = { kind: TFormKind; latestVersion: number; draft: { id: string; version: number } | null };

/**
 * Serialises every change to one form (two administrators publishing or saving at once), inside
 * the caller's transaction: versions are numbered and drafts replaced one at a time.
 */
export async function lockForm(tx: TDb, { hospitalId, key }: TFormRef): Promise<void> {
  await lockKey(tx, `form:${hospitalId}:${key}`);
}

/** The form's kind, its newest published version number and its draft; 404 for a form that does not exist. */
async function getFormState(tx: TDb, { hospitalId, key }: TFormRef): Promise<TFormState> {
  // The draft, if any, is the newest row; the published version before it is the second.
  const rows = await tx
    .select({ id: forms.id, kind: forms.kind, version: forms.version, publishedAt: forms.publishedAt })
    .from(forms)
    .where(ofForm(hospitalId, key))
    .orderBy(desc(forms.version))
    .limit(2);
  if (rows.length === 0) {
    throw new AppError('NOT_FOUND', { message: ADMIN_FORM_MESSAGES.formNotFound });
  }
  const draft = rows.find((row) => !row.publishedAt) ?? null;
  return {
    kind: rows[0].kind,
    latestVersion: rows.find((row) => row.publishedAt)?.version ?? 0,
    draft: draft ? { id: draft.id, version: draft.version } : null,
  };
}

type TAuditValues = { before: Record<string, unknown> | null; after: Record<string, unknown> | null };

function audit(
  tx: TDb,
  change: TFormWrite,
  action: string,
  form: { id: string; version: number },
  values: TAuditValues,
) {
  return writeAudit(tx, {
    actorId: change.actor.id,
    action,
    entity: 'form',
    entityId: form.id,
    hospitalId: change.hospitalId,
    data: { hospitalId: change.hospitalId, key: change.key, version: form.version },
    ...values,
  });
}

/**
 * PUT /admin/forms/{key}/draft: replaces the draft, or starts one numbered after the latest
 * published version. A definition with a problem is refused and nothing is saved.
 */
export async function saveFormDraft(
  db: TDb,
  change: TFormWrite & { input: TSaveFormDraftRequest },
): Promise<TAdminFormVersion> {
  const { hospitalId, key, actor, input } = change;
  await getManagedHospital(db, actor, hospitalId);
  return db.transaction(async (tx) => {
    await lockForm(tx, change);
    const state = await getFormState(tx, change);
    await assertValidDefinition(tx, { hospitalId, key, kind: state.kind, definition: input.definition });
    // What the draft replaces: the draft itself, or the latest published version it starts from.
    const previous = await findVersion(
      tx,
      state.draft ? eq(forms.id, state.draft.id) : ofVersion(hospitalId, key, state.latestVersion),
    );
    // Left out, the draft keeps the types of the version it replaces.
    const practitionerTypes = await checkedPractitionerTypes(
      tx,
      input.practitionerTypes ?? previous?.practitionerTypes ?? [],
    );
    const values = {
      title: input.title,
      definition: input.definition,
      practitionerTypes,
      updatedBy: actor.id,
    };
    let saved: { id: string; version: number } | undefined;
    if (state.draft) {
      // Note: only the draft is ever updated; a published version is immutable.
      [saved] = await tx
        .update(forms)
        .set(values)
        .where(and(eq(forms.id, state.draft.id), isNull(forms.publishedAt)))
        .returning({ id: forms.id, version: forms.version });
    } else {
      [saved] = await tx
        .insert(forms)
        .values({
          ...values,
          hospitalId,
          key,
          kind: state.kind,
          version: state.latestVersion + 1,
          publishedAt: null,
        })
        .returning({ id: forms.id, version: forms.version });
    }
    if (!saved) {
      throw new AppError('CONFLICT', { message: ADMIN_FORM_MESSAGES.tryAgain });
    }
    const changed = changedValues(
      previous
        ? {
            title: previous.title,
            definition: previous.definition,
            practitionerTypes: previous.practitionerTypes,
          }
        : {},
      { title: input.title, definition: input.definition, practitionerTypes },
    );
    await audit(tx, change, 'form.save-draft', saved, {
      before: changed?.before ?? null,
      after: changed?.after ?? null,
    });
    return findFormVersion(tx, { hospitalId, key, version: saved.version });
  });
}

/** DELETE /admin/forms/{key}/draft: the draft goes; the published versions stay as they are. */
export async function discardFormDraft(db: TDb, change: TFormWrite): Promise<{ message: string }> {
  await getManagedHospital(db, change.actor, change.hospitalId);
  return db.transaction(async (tx) => {
    await lockForm(tx, change);
    const [discarded] = await tx
      .delete(forms)
      .where(ofDraft(change.hospitalId, change.key))
      .returning({ id: forms.id, version: forms.version, title: forms.title });
    if (!discarded) {
      throw new AppError('NOT_FOUND', { message: ADMIN_FORM_MESSAGES.draftNotFound });
    }
    await audit(tx, change, 'form.discard-draft', discarded, {
      before: { draft: { version: discarded.version, title: discarded.title } },
      after: { draft: null },
    });
    return { message: ADMIN_FORM_MESSAGES.draftDiscarded };
  });
}

/**
 * POST /admin/forms/{key}/publish: the draft, checked again, becomes the next immutable version
 * with who and when. New applications get it; a draft application keeps the version it started on.
 */
export async function publishFormDraft(db: TDb, change: TFormWrite): Promise<TAdminFormVersion> {
  const { hospitalId, key, actor } = change;
  await getManagedHospital(db, actor, hospitalId);
  return db.transaction(async (tx) => {
    await lockForm(tx, change);
    const state = await getFormState(tx, change);
    const draft = state.draft ? await findVersion(tx, eq(forms.id, state.draft.id)) : null;
    if (!draft) {
      throw new AppError('CONFLICT', { message: ADMIN_FORM_MESSAGES.noDraftToPublish });
    }
    await assertValidDefinition(tx, { hospitalId, key, kind: state.kind, definition: draft.definition });
    const [published] = await tx
      .update(forms)
      .set({ publishedAt: new Date(), publishedBy: actor.id })
      // Note: the guard that keeps a published version from ever being written again.
      .where(and(eq(forms.id, draft.id), isNull(forms.publishedAt)))
      .returning({ id: forms.id, version: forms.version });
    if (!published) {
      throw new AppError('CONFLICT', { message: ADMIN_FORM_MESSAGES.tryAgain });
    }
    await audit(tx, change, 'form.publish', published, {
      before: { published: state.latestVersion || null },
      after: { published: published.version },
    });
    return findFormVersion(tx, { hospitalId, key, version: published.version });
  });
}
