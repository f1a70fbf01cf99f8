import dayjs from 'dayjs';
import { and, eq, inArray } from 'drizzle-orm';
import {
  FPPE_DEFAULT_TEMPLATE,
  ZFormDefinition,
  ZFppeTemplate,
  type TForCauseKind,
  type TFppeTemplate,
  type TFppeTrigger,
} from '@docapply/contracts';
import { DATE_FORMAT } from '@docapply/rules';
import type { TChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { appointments, forms, fppes, privileges } from '@/core/db/schema';
import { EVALUATION_FORM } from '@/core/db/seed-data/evaluation-form';
import { findLatestForm, type TFormRow } from '@/modules/forms';
import type { TFppeRow } from './access';

export const STANDARD_EVALUATION_FORM_KEY = 'evaluation';

/** The due date of a plan of `days` days starting on `startsOn` (the start counts as day 1). */
export function dueDate(startsOn: string, days: number): string {
  return dayjs(startsOn, DATE_FORMAT)
    .add(days - 1, 'day')
    .format(DATE_FORMAT);
}

/**
 * The hospital's evaluation form of that key, its latest published version. A hospital created
 * before issue 41 gets the standard form the first time an FPPE needs one.
 */
export async function findEvaluationForm(tx: TDb, hospitalId: string, key: string): Promise<TFormRow | null> {
  const form = await findLatestForm(tx, hospitalId, key);
  if (form || key !== STANDARD_EVALUATION_FORM_KEY) {
    return form ?? findEvaluationForm(tx, hospitalId, STANDARD_EVALUATION_FORM_KEY);
  }
  await tx
    .insert(forms)
    .values({
      hospitalId,
      kind: 'evaluation',
      key,
      title: 'FPPE case evaluation',
      version: 1,
      definition: ZFormDefinition.parse(EVALUATION_FORM),
    })
    .onConflictDoNothing();
  return (await findLatestForm(tx, hospitalId, key))!;
}

/** The privilege's FPPE template (its catalogue version's), or the standard one. */
export function readTemplate(requirements: unknown): TFppeTemplate {
  const parsed = ZFppeTemplate.safeParse((requirements as { fppe?: unknown } | null)?.fppe);
  return parsed.success ? parsed.data : FPPE_DEFAULT_TEMPLATE;
}

type TPlan = Omit<TFppeTemplate, 'formKey'> & { formId: string };

export type TStartInput = {
  doctorId: string;
  hospitalId: string;
  privilegeId: string;
  applicationId: string | null;
  trigger: TFppeTrigger;
  startsOn: string;
  actorId: string | null;
  /** The chair's plan (for cause, extension); the privilege's template otherwise. */
  plan?: Omit<TFppeTemplate, 'formKey'>;
  forCause?: { kind: TForCauseKind; reason: string };
  previousId?: string;
};

/**
 * Starts an FPPE inside the change, copying the plan (the template is never read again). A running
 * FPPE on the same privilege (a temporary grant's, say) is joined rather than doubled: returns null.
 */
export async function startFppe(change: TChange, input: TStartInput): Promise<TFppeRow | null> {
  const { tx } = change;
  const [privilege] = await tx.select().from(privileges).where(eq(privileges.id, input.privilegeId));
  if (!privilege) {
    return null;
  }
  const template = readTemplate(privilege.requirements);
  const form = await findEvaluationForm(
    tx,
    input.hospitalId,
    template.formKey ?? STANDARD_EVALUATION_FORM_KEY,
  );
  const plan: TPlan = { ...(input.plan ?? template), formId: form!.id };
  const [row] = await tx
    .insert(fppes)
    .values({
      hospitalId: input.hospitalId,
      doctorId: input.doctorId,
      privilegeId: privilege.id,
      privilegeKey: privilege.key,
      department: privilege.department,
      applicationId: input.applicationId,
      trigger: input.trigger,
      method: plan.method,
      cases: plan.cases,
      days: plan.days,
      criteria: plan.criteria,
      formId: plan.formId,
      startsOn: input.startsOn,
      dueOn: dueDate(input.startsOn, plan.days),
      forCauseKind: input.forCause?.kind ?? null,
      forCauseReason: input.forCause?.reason ?? null,
      openedBy: input.actorId,
      previousId: input.previousId ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    return null;
  }
  // The for-cause reason stays out of the trail, as notes do: the platform's audit page is read outside the office.
  await change.audit({
    actorId: input.actorId,
    action: 'fppe.started',
    entity: 'fppe',
    entityId: row.id,
    applicationId: input.applicationId,
    hospitalId: input.hospitalId,
    data: {
      trigger: row.trigger,
      privilegeId: row.privilegeId,
      method: row.method,
      cases: row.cases,
      startsOn: row.startsOn,
      dueOn: row.dueOn,
    },
  });
  return row;
}

/**
 * The privilege keys the practitioner holds at the hospital: in a current appointment other than
 * `exceptId`, or in the one a reappointment just renewed (`keptId`).
 */
async function heldKeys(
  tx: TDb,
  input: { doctorId: string; hospitalId: string; exceptId: string | null; keptId: string | null },
) {
  const held = await tx
    .select({ privilegeIds: appointments.privilegeIds, id: appointments.id, state: appointments.state })
    .from(appointments)
    .where(and(eq(appointments.doctorId, input.doctorId), eq(appointments.hospitalId, input.hospitalId)));
  const ids = held
    .filter((row) => (row.state === 'active' && row.id !== input.exceptId) || row.id === input.keptId)
    .flatMap((row) => row.privilegeIds);
  if (ids.length === 0) {
    return new Set<string>();
  }
  const rows = await tx
    .select({ key: privileges.key })
    .from(privileges)
    .where(inArray(privileges.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.key));
}

/**
 * An FPPE for each privilege newly granted: not one the practitioner already held here (kept at
 * reappointment, or held in another current appointment), and not one with an FPPE running.
 */
export async function startForGrant(
  change: TChange,
  input: Omit<TStartInput, 'privilegeId' | 'plan' | 'forCause' | 'previousId'> & {
    privilegeIds: string[];
    keptFromAppointmentId: string | null;
    appointmentId: string | null;
  },
): Promise<void> {
  const held = await heldKeys(change.tx, {
    doctorId: input.doctorId,
    hospitalId: input.hospitalId,
    exceptId: input.appointmentId,
    keptId: input.keptFromAppointmentId,
  });
  const granted =
    input.privilegeIds.length === 0
      ? []
      : await change.tx
          .select({ id: privileges.id, key: privileges.key })
          .from(privileges)
          .where(inArray(privileges.id, input.privilegeIds));
  for (const privilege of granted) {
    if (held.has(privilege.key)) {
      continue;
    }
    await startFppe(change, { ...input, privilegeId: privilege.id });
  }
}
