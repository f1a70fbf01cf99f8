import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_LINKS, toSiteUrl, type TExclusionSource } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import type { TMailContent } from '@/core/outbox/templates';
import { getListLabel } from './columns';

const SIGNATURE = '\n\nThe DocApply team';

type TMatchMailInput = {
  firstName: string;
  doctorName: string;
  hospitalName: string;
  source: TExclusionSource;
  listDate: string;
  /** How the possible match was found ('by name and date of birth', 'by name'); unused for a hit. */
  matchedBy: string;
  link: string;
};

/** To each of the hospital's admins: the doctor of an application is on an exclusion list by NPI. */
export function createExclusionHitMail(input: TMatchMailInput): TMailContent {
  const list = `${getListLabel(input.source)} list of ${formatDateTime(input.listDate, DATE_DISPLAY_FORMAT)}`;
  return {
    subject: `Exclusion list match: ${input.doctorName} (${input.hospitalName})`,
    text:
      `Hello ${input.firstName},\n\n` +
      `The ${list} lists ${input.doctorName}, whose application to ${input.hospitalName} is open, by the ` +
      'NPI the application gives. The application is flagged and its exclusion item marked as a discrepancy.\n\n' +
      `Review the application: ${input.link}` +
      SIGNATURE,
  };
}

/** To each of the hospital's admins: a possible match, to confirm or dismiss with a note. */
export function createExclusionPossibleMail(input: TMatchMailInput): TMailContent {
  const list = `${getListLabel(input.source)} list of ${formatDateTime(input.listDate, DATE_DISPLAY_FORMAT)}`;
  return {
    subject: `Possible exclusion list match: ${input.doctorName} (${input.hospitalName})`,
    text:
      `Hello ${input.firstName},\n\n` +
      `The ${list} has a possible match ${input.matchedBy} for ${input.doctorName}, whose application to ` +
      `${input.hospitalName} is open. Compare the list's entry with the application, then confirm or ` +
      'dismiss the match with a note in the verification checklist.\n\n' +
      `Review the application: ${input.link}` +
      SIGNATURE,
  };
}

// Placeholders the statement below fills per recipient (letters and underscores survive a URL as is).
const TOKENS = {
  firstName: '__first_name__',
  doctorName: '__doctor_name__',
  hospitalName: '__hospital_name__',
  matchedBy: '__matched_by__',
  application: '__application__',
} as const;

function fill(template: string): SQL {
  return sql`replace(replace(replace(replace(replace(${template}::text,
    ${TOKENS.firstName}, u.first_name),
    ${TOKENS.doctorName}, s.first_name || ' ' || s.last_name),
    ${TOKENS.hospitalName}, h.name),
    ${TOKENS.matchedBy}, case x.matched_by when 'name-dob' then 'by name and date of birth' else 'by name' end),
    ${TOKENS.application}, a.id::text)`;
}

/**
 * Queues, in one statement, one email per application and admin: to every enabled admin of the
 * application's hospital about its latest screening against `source` (a hit or a new possible match).
 * Note: never to the doctor, even one who also administers the hospital.
 */
export async function queueExclusionMails(
  ctx: Pick<TAppContext, 'config'>,
  db: TDb,
  {
    source,
    listDate,
    applicationIds,
  }: { source: TExclusionSource; listDate: string; applicationIds: string[] },
): Promise<number> {
  if (applicationIds.length === 0) {
    return 0;
  }
  const input: TMatchMailInput = {
    firstName: TOKENS.firstName,
    doctorName: TOKENS.doctorName,
    hospitalName: TOKENS.hospitalName,
    source,
    listDate,
    matchedBy: TOKENS.matchedBy,
    link: toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.application.getHref(TOKENS.application)),
  };
  const hit = createExclusionHitMail(input);
  const possible = createExclusionPossibleMail(input);
  const result = (await db.execute(sql`
    insert into mail_outbox ("to", subject, text)
    select u.email,
      case when x.result = 'hit' then ${fill(hit.subject)} else ${fill(possible.subject)} end,
      case when x.result = 'hit' then ${fill(hit.text)} else ${fill(possible.text)} end
    from unnest(${sql.param(applicationIds)}::uuid[]) t(id)
    join applications a on a.id = t.id
    join hospitals h on h.id = a.hospital_id
    join screening_subjects s on s.application_id = a.id
    join lateral (
      select e.result, e.matched_by from exclusion_screenings e
      where e.application_id = a.id and e.source = ${source}
      order by e.screened_at desc limit 1
    ) x on x.result in ('hit', 'possible')
    join hospital_admins ha on ha.hospital_id = a.hospital_id
    join users u on u.id = ha.user_id and u.disabled_at is null and u.id <> a.doctor_id
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
