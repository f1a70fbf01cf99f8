import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TPickedPrivilege, TPickPrivilegeRequest, TPrivilegeCatalogue } from '@docapply/contracts';
import { computeCompleteness, type TFormDefinition } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { refreshProgress, type TPrivilegePart, loadPrivilegeParts } from '@/modules/application-state';
import { applicationPrivileges, privileges } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { assertEditable, getOwnApplication, lockApplication } from '@/core/access/applications';
import { runChange } from '@/core/change';
import { insertPrefilledResponse } from '@/modules/form-responses';
import { findFormById, findLatestForm } from '@/modules/forms';
import { getPractitionerType, isForPractitionerType } from '@/modules/practitioner-types';
import { assertPickWithinAgreement } from '@/modules/supervision';

export const PRIVILEGE_NOT_FOUND = 'Privilege not found';
export const PRIVILEGE_UPDATED = 'This privilege was updated; reload the list and pick it again';

/**
 * GET /privileges/all: the hospital's catalogue grouped by department, each with its criteria.
 * Only what a doctor may pick today: the current version of each enabled privilege.
 */
export async function listPrivilegeCatalogue(
  db: TDb,
  { hospitalId, practitionerType }: { hospitalId: string; practitionerType: string | null },
): Promise<TPrivilegeCatalogue> {
  const rows = await db
    .select()
    .from(privileges)
    .where(
      and(
        eq(privileges.hospitalId, hospitalId),
        isNull(privileges.supersededAt),
        eq(privileges.enabled, true),
      ),
    )
    .orderBy(asc(privileges.department), asc(privileges.name));
  const groups = new Map<string, TPrivilegeCatalogue['data'][number]>();
  for (const row of rows) {
    // Note: a practitioner sees only what their type may ask for; the office (null) sees it all.
    if (practitionerType !== null && !isForPractitionerType(row.practitionerTypes, practitionerType)) {
      continue;
    }
    const group = groups.get(row.department) ?? { department: row.department, privileges: [] };
    group.privileges.push({ id: row.id, name: row.name, criteria: row.criteria, formId: row.formId });
    groups.set(row.department, group);
  }
  return { data: [...groups.values()] };
}

function toPickedView(part: TPrivilegePart): TPickedPrivilege {
  return {
    id: part.id,
    privilegeId: part.privilegeId,
    name: part.name,
    department: part.department,
    formId: part.form?.id ?? null,
    formResponseId: part.formResponseId,
    percent: part.form
      ? computeCompleteness(part.form.definition as TFormDefinition, part.answers).percent
      : 100,
  };
}

/** GET /privileges?applicationId=: the privileges the doctor's own application asks for. */
export async function listPickedPrivileges(db: TDb, doctorId: string, applicationId: string) {
  const application = await getOwnApplication(db, doctorId, applicationId);
  return (await loadPrivilegeParts(db, application.id)).map(toPickedView);
}

/** The form a newly picked privilege uses: the latest published version of its form. */
async function findPrivilegeForm(db: TDb, hospitalId: string, formId: string | null) {
  const form = formId ? await findFormById(db, formId) : null;
  return form ? ((await findLatestForm(db, hospitalId, form.key)) ?? form) : null;
}

async function isCurrentVersionEnabled(db: TDb, key: string): Promise<boolean> {
  const [current] = await db
    .select({ enabled: privileges.enabled })
    .from(privileges)
    .where(and(eq(privileges.key, key), isNull(privileges.supersededAt)))
    .limit(1);
  return current?.enabled === true;
}

/** POST /privileges: picks a privilege of the application's hospital (idempotent) with its form response. */
export async function pickPrivilege(
  db: TDb,
  doctorId: string,
  input: TPickPrivilegeRequest,
): Promise<{ privilege: TPickedPrivilege; isNew: boolean }> {
  // Note: the doctor's own application only (404 otherwise).
  const owned = await getOwnApplication(db, doctorId, input.applicationId);
  const isNew = await runChange(
    async ({ tx, audit }) => {
      // Under the application's lock, as every write of the doctor's and the submit: the pick lands
      // before a submission or finds the application submitted (409), never after it.
      const application = await lockApplication(tx, owned.id);
      assertEditable(application);
      const [privilege] = await tx
        .select()
        .from(privileges)
        // Note: only a privilege of the application's own hospital can be picked.
        .where(and(eq(privileges.id, input.privilegeId), eq(privileges.hospitalId, application.hospitalId)))
        // Held until the pick is written: a new version cannot supersede this one in between.
        .for('share')
        .limit(1);
      if (!privilege) {
        throw new AppError('NOT_FOUND', { message: PRIVILEGE_NOT_FOUND });
      }
      const [existing] = await tx
        .select({ id: applicationPrivileges.id })
        .from(applicationPrivileges)
        .where(
          and(
            eq(applicationPrivileges.applicationId, application.id),
            eq(applicationPrivileges.privilegeId, privilege.id),
          ),
        );
      // Picking again what the application already asks for answers it as it is, whatever its version.
      if (existing) {
        return false;
      }
      // Note: a new pick takes only what the catalogue offers today: the current version of an enabled
      // privilege. An older version is refused so the doctor sees the new criteria before picking.
      const isOffered = privilege.supersededAt
        ? await isCurrentVersionEnabled(tx, privilege.key)
        : privilege.enabled;
      if (!isOffered) {
        throw new AppError('NOT_FOUND', { message: PRIVILEGE_NOT_FOUND });
      }
      if (privilege.supersededAt) {
        throw new AppError('CONFLICT', { message: PRIVILEGE_UPDATED });
      }
      const type = await getPractitionerType(tx, application.doctorId);
      if (!isForPractitionerType(privilege.practitionerTypes, type.code)) {
        const message = `This privilege is not offered to a ${type.name}`;
        throw new AppError('BAD_REQUEST', { message, fields: { privilegeId: message } });
      }
      // An advanced practice provider asks only for what their physician agreement covers.
      await assertPickWithinAgreement(tx, application, privilege.id);
      const form = await findPrivilegeForm(tx, application.hospitalId, privilege.formId);
      const response = form
        ? await insertPrefilledResponse(tx, { doctorId, applicationId: application.id, form })
        : null;
      const [picked] = await tx
        .insert(applicationPrivileges)
        .values({
          applicationId: application.id,
          privilegeId: privilege.id,
          formResponseId: response?.id ?? null,
        })
        .returning({ id: applicationPrivileges.id });
      await audit({
        actorId: doctorId,
        action: 'privilege.requested',
        entity: 'application_privilege',
        entityId: picked.id,
        applicationId: application.id,
        hospitalId: application.hospitalId,
        before: null,
        after: { privilegeId: privilege.id, name: privilege.name, department: privilege.department },
      });
      await refreshProgress(tx, application.id);
      return true;
    },
    { db },
  );
  const parts = await loadPrivilegeParts(db, owned.id);
  const picked = parts.find((part) => part.privilegeId === input.privilegeId);
  if (!picked) {
    throw new AppError('NOT_FOUND', { message: PRIVILEGE_NOT_FOUND });
  }
  return { privilege: toPickedView(picked), isNew };
}
