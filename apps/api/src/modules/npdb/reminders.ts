import dayjs from 'dayjs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ADMIN_LINKS, statusLabel, toSiteUrl } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, DATE_FORMAT } from '@docapply/rules';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { applications, appointments, hospitals, npdbQueries, remindersSent, users } from '@/core/db/schema';
import type { TJob } from '@/core/jobs/scheduler';
import { listHospitalAdminEmails, titledPractitionerName } from '@/core/users/users';
import { createNpdbReminderMail, type TNpdbReminderLine } from './mails';
import { getNpdbStanding } from './standing';

export const NPDB_REMINDERS_JOB_NAME = 'npdb-reminders';
/** How long before a query turns two years old, or an enrolment's renewal day, the office is told. */
export const NPDB_REMINDER_LEAD_DAYS = 30;
const PERIODIC_YEARS = 2;

/** One doctor due, under the reminder's unique subject (reminders_sent). */
type TDue = TNpdbReminderLine & {
  hospitalId: string;
  doctorId: string;
  applicationId: string | null;
  subjectKey: string;
  threshold: number;
};

const show = (day: string) => dayjs(day).format(DATE_DISPLAY_FORMAT);
const doctorName = titledPractitionerName;

/** (a) Applications in review or awaiting the decision whose doctor has no current query, once per status. */
async function findDecisionsDue(ctx: TAppContext, today: string): Promise<TDue[]> {
  const rows = await ctx.db
    .select({
      applicationId: applications.id,
      status: applications.status,
      hospitalId: applications.hospitalId,
      doctorId: applications.doctorId,
      doctorName,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.doctorId))
    .where(inArray(applications.status, ['in-review', 'finalise']));
  // The standing is read only for what no run reminded of yet: most files were, on their first day.
  const keyOf = (row: (typeof rows)[number]) => `decision:${row.applicationId}:${row.status}`;
  const sent = await findSent(ctx.db, rows.map(keyOf));
  const dues: TDue[] = [];
  for (const row of rows.filter((candidate) => !sent.has(keyOf(candidate)))) {
    const standing = await getNpdbStanding(ctx.db, { applicationId: row.applicationId, on: today });
    if (!standing.current) {
      dues.push({
        ...row,
        section: 'decision',
        detail: `${statusLabel(row.status)}. ${standing.message}.`,
        link: toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.application.getHref(row.applicationId)),
        subjectKey: keyOf(row),
        threshold: 0,
      });
    }
  }
  return dues;
}

/** A current Continuous Query enrolment of the row's doctor at its hospital on `today`. */
const hasCurrentEnrolment = (doctorId: unknown, hospitalId: unknown, today: string) => sql`exists (
  select 1 from ${npdbQueries} q where q.doctor_id = ${doctorId} and q.hospital_id = ${hospitalId}
    and q.kind = 'continuous' and q.enrolled_on <= ${today}::date and q.renewal_on >= ${today}::date)`;

/** (b) Appointed doctors whose last query turns two years old within the lead days, without an enrolment. */
async function findPeriodicDue(ctx: TAppContext, today: string): Promise<TDue[]> {
  const lastQueriedOn = sql<string | null>`(select max(q.queried_on)::text from ${npdbQueries} q
    where q.doctor_id = ${appointments.doctorId} and q.hospital_id = ${appointments.hospitalId})`;
  const rows = await ctx.db
    .selectDistinctOn([appointments.doctorId, appointments.hospitalId], {
      applicationId: appointments.applicationId,
      hospitalId: appointments.hospitalId,
      doctorId: appointments.doctorId,
      doctorName,
      lastQueriedOn,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .where(
      and(
        eq(appointments.state, 'active'),
        sql`not ${hasCurrentEnrolment(appointments.doctorId, appointments.hospitalId, today)}`,
      ),
    )
    .orderBy(appointments.doctorId, appointments.hospitalId, sql`${appointments.startsOn} desc`);
  return rows.flatMap(({ lastQueriedOn: last, ...row }) => {
    const dueOn = last ? dayjs(last).add(PERIODIC_YEARS, 'year').format(DATE_FORMAT) : null;
    if (
      !last ||
      !dueOn ||
      dayjs(dueOn).subtract(NPDB_REMINDER_LEAD_DAYS, 'day').format(DATE_FORMAT) > today
    ) {
      return [];
    }
    return [
      {
        ...row,
        section: 'periodic' as const,
        detail: `last queried on ${show(last)}, due again by ${show(dueOn)}.`,
        link: toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.application.getHref(row.applicationId)),
        subjectKey: `periodic:${row.doctorId}:${row.hospitalId}:${last}`,
        threshold: NPDB_REMINDER_LEAD_DAYS,
      },
    ];
  });
}

/**
 * (c) Continuous enrolments renewing within the lead days, not yet renewed by a later one, of a
 * doctor still appointed or applying at the hospital.
 */
async function findRenewalsDue(ctx: TAppContext, today: string): Promise<TDue[]> {
  const until = dayjs(today).add(NPDB_REMINDER_LEAD_DAYS, 'day').format(DATE_FORMAT);
  const rows = await ctx.db
    .select({
      queryId: npdbQueries.id,
      applicationId: npdbQueries.applicationId,
      hospitalId: npdbQueries.hospitalId,
      doctorId: npdbQueries.doctorId,
      doctorName,
      renewalOn: npdbQueries.renewalOn,
    })
    .from(npdbQueries)
    .innerJoin(users, eq(users.id, npdbQueries.doctorId))
    .where(
      and(
        eq(npdbQueries.kind, 'continuous'),
        sql`${npdbQueries.renewalOn} between ${today}::date and ${until}::date`,
        sql`not exists (select 1 from ${npdbQueries} later where later.doctor_id = ${npdbQueries.doctorId}
          and later.hospital_id = ${npdbQueries.hospitalId} and later.kind = 'continuous'
          and later.renewal_on > ${npdbQueries.renewalOn})`,
        sql`(exists (select 1 from ${appointments} where ${appointments.doctorId} = ${npdbQueries.doctorId}
            and ${appointments.hospitalId} = ${npdbQueries.hospitalId} and ${appointments.state} = 'active')
          or exists (select 1 from ${applications} where ${applications.doctorId} = ${npdbQueries.doctorId}
            and ${applications.hospitalId} = ${npdbQueries.hospitalId}
            and ${applications.status} in ('applied', 'in-review', 'information-requested', 'finalise')))`,
      ),
    );
  return rows.map(({ queryId, renewalOn, ...row }) => ({
    ...row,
    section: 'renewal' as const,
    detail: `the enrolment renews on ${show(renewalOn ?? today)}.`,
    link: row.applicationId
      ? toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.application.getHref(row.applicationId))
      : null,
    subjectKey: `renewal:${queryId}`,
    threshold: NPDB_REMINDER_LEAD_DAYS,
  }));
}

/** The subjects already reminded: one statement for all. */
async function findSent(db: TDb, subjectKeys: readonly string[]): Promise<Set<string>> {
  if (subjectKeys.length === 0) {
    return new Set();
  }
  const rows = await db
    .select({ subjectKey: remindersSent.subjectKey })
    .from(remindersSent)
    .where(and(eq(remindersSent.kind, 'npdb'), inArray(remindersSent.subjectKey, [...subjectKeys])));
  return new Set(rows.map((row) => row.subjectKey));
}

/**
 * One hospital's mail: each doctor's reminder claimed (reminders_sent's unique key), the mail to
 * every administrator and an audit row per reminder, in one change; of two runs racing, one sends.
 */
async function remindHospital(
  db: TDb,
  hospitalId: string,
  dues: readonly TDue[],
  now: Date,
): Promise<number> {
  const admins = await listHospitalAdminEmails(db, hospitalId);
  if (admins.length === 0) {
    return 0;
  }
  const [hospital] = await db
    .select({ name: hospitals.name })
    .from(hospitals)
    .where(eq(hospitals.id, hospitalId));
  return runChange(
    async (change) => {
      const claimed: TDue[] = [];
      for (const due of dues) {
        const [sent] = await change.tx
          .insert(remindersSent)
          .values({
            kind: 'npdb',
            subjectKey: due.subjectKey,
            threshold: due.threshold,
            applicationId: due.applicationId,
            userId: due.doctorId,
            sentTo: admins.join(', '),
            sentAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: remindersSent.id });
        if (sent) {
          claimed.push(due);
        }
      }
      if (claimed.length === 0) {
        return 0;
      }
      const mail = createNpdbReminderMail({
        hospitalName: hospital?.name ?? 'your hospital',
        lines: claimed,
      });
      for (const to of admins) {
        await change.mail({ to, ...mail });
      }
      for (const due of claimed) {
        await change.audit({
          actorId: null,
          action: 'npdb.reminded',
          entity: 'npdb-reminder',
          entityId: due.applicationId,
          applicationId: due.applicationId,
          hospitalId,
          data: { reminder: due.section, subject: due.subjectKey, admins: admins.length },
        });
      }
      return claimed.length;
    },
    { db },
  );
}

/**
 * Tells each hospital's administrators, once per subject, which doctors need an NPDB query: files
 * in review or awaiting the decision without a current query, appointed doctors whose last query
 * nears two years, and Continuous Query enrolments nearing their renewal. `now` is the job's clock.
 */
export async function runNpdbReminders(ctx: TAppContext, now: Date): Promise<string> {
  const today = dayjs(now).format(DATE_FORMAT);
  const found = [
    ...(await findDecisionsDue(ctx, today)),
    ...(await findPeriodicDue(ctx, today)),
    ...(await findRenewalsDue(ctx, today)),
  ];
  // What an earlier run sent is skipped here; the claim in remindHospital still decides a race.
  const sent = await findSent(
    ctx.db,
    found.map((due) => due.subjectKey),
  );
  const byHospital = new Map<string, TDue[]>();
  for (const due of found.filter((item) => !sent.has(item.subjectKey))) {
    byHospital.set(due.hospitalId, [...(byHospital.get(due.hospitalId) ?? []), due]);
  }
  let reminded = 0;
  for (const [hospitalId, dues] of byHospital) {
    reminded += await remindHospital(ctx.db, hospitalId, dues, now);
  }
  return `${reminded} NPDB reminder${reminded === 1 ? '' : 's'} sent (${today})`;
}

/** `npdb-reminders`: daily. */
export const NPDB_REMINDERS_JOB: TJob = {
  name: NPDB_REMINDERS_JOB_NAME,
  everyMs: 24 * 60 * 60_000,
  run: runNpdbReminders,
};
