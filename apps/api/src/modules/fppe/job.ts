import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { ADMIN_LINKS, toSiteUrl } from '@docapply/contracts';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '@docapply/rules';
import { runChange, type TChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import {
  departmentChairs,
  fppeEvaluations,
  fppeEvaluators,
  fppeSettings,
  fppes,
  remindersSent,
  users,
} from '@/core/db/schema';
import type { TJob } from '@/core/jobs/scheduler';
import { listHospitalAdminEmails } from '@/core/users/users';
import type { TFppeRow } from './access';
import { issueEvaluatorLink, type TEvaluatorRow } from './evaluators';
import { createFppeReminderMail } from './mails';
import { findFppeParties } from './parties';

const HOUR_MS = 60 * 60_000;
const DEFAULT_REMINDER_DAYS = 14;

function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Claims one reminder (subject and threshold) in the change: false when it was sent already. */
async function claim(change: TChange, fppe: TFppeRow, subject: string, threshold: number, sentTo: string) {
  const [sent] = await change.tx
    .insert(remindersSent)
    .values({
      kind: 'fppe',
      subjectKey: `${fppe.id}:${subject}`,
      threshold,
      applicationId: fppe.applicationId,
      userId: fppe.doctorId,
      sentTo,
    })
    .onConflictDoNothing()
    .returning({ id: remindersSent.id });
  return Boolean(sent);
}

/** The chair's address, or the office's when the department has none. */
async function findChairAddresses(db: TDb, fppe: TFppeRow): Promise<{ email: string; name: string }[]> {
  const [chair] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(departmentChairs)
    .innerJoin(users, eq(users.id, departmentChairs.userId))
    .where(
      and(eq(departmentChairs.hospitalId, fppe.hospitalId), eq(departmentChairs.department, fppe.department)),
    );
  if (chair) {
    return [{ email: chair.email, name: chair.firstName }];
  }
  return (await listHospitalAdminEmails(db, fppe.hospitalId)).map((email) => ({ email, name: 'colleague' }));
}

/** One FPPE's reminders at a threshold (days before the due date), each sent once. */
async function remind(change: TChange, fppe: TFppeRow, threshold: number): Promise<number> {
  const parties = await findFppeParties(change.tx, fppe);
  const evaluators: TEvaluatorRow[] = await change.tx
    .select()
    .from(fppeEvaluators)
    .where(and(eq(fppeEvaluators.fppeId, fppe.id), isNotNull(fppeEvaluators.tokenId)));
  const recorded = await change.tx
    .select({ id: fppeEvaluations.id })
    .from(fppeEvaluations)
    .where(eq(fppeEvaluations.fppeId, fppe.id));
  const base = { ...parties, ...parties.plan, recorded: recorded.length };
  let sent = 0;
  for (const evaluator of evaluators) {
    if (await claim(change, fppe, evaluator.id, threshold, evaluator.email)) {
      const link = await issueEvaluatorLink(change, {
        evaluator,
        fppe,
        keepJti: evaluator.tokenId ?? undefined,
      });
      await change.mail({
        to: evaluator.email,
        ...createFppeReminderMail({ ...base, name: evaluator.name, link, isChair: false }),
      });
      sent += 1;
    }
  }
  const chairLink = toSiteUrl(change.ctx.config.ADMIN_URL, ADMIN_LINKS.fppe.getHref(fppe.id));
  for (const chair of await findChairAddresses(change.tx, fppe)) {
    if (await claim(change, fppe, `chair:${chair.email}`, threshold, chair.email)) {
      await change.mail({
        to: chair.email,
        ...createFppeReminderMail({ ...base, name: chair.name, link: chairLink, isChair: true }),
      });
      sent += 1;
    }
  }
  return sent;
}

/**
 * `fppe-reminders`: an open FPPE's evaluators and chair are reminded once the hospital's reminder
 * days before the due date, and again on the due date. Hourly; each reminder is claimed in
 * reminders_sent with its mail, so two runs (or two processes) send it once.
 */
export const FPPE_REMINDERS_JOB: TJob = {
  name: 'fppe-reminders',
  everyMs: HOUR_MS,
  run: async (ctx, now) => {
    const today = dayjs(now).format(DATE_FORMAT);
    const open = await ctx.db
      .select({ fppe: fppes, reminderDays: fppeSettings.reminderDays })
      .from(fppes)
      .leftJoin(fppeSettings, eq(fppeSettings.hospitalId, fppes.hospitalId))
      .where(and(eq(fppes.state, 'open'), lte(fppes.dueOn, addDays(today, 90))));
    let sent = 0;
    for (const { fppe, reminderDays } of open) {
      const days = reminderDays ?? DEFAULT_REMINDER_DAYS;
      const threshold = fppe.dueOn <= today ? 0 : fppe.dueOn <= addDays(today, days) ? days : null;
      if (threshold === null) {
        continue;
      }
      sent += await runChange((change) => remind(change, fppe, threshold), { db: ctx.db });
    }
    return `${sent} FPPE reminder${sent === 1 ? '' : 's'} sent`;
  },
};
