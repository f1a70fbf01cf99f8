import { and, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { applications, verificationEvents, verificationItems } from '@/core/db/schema';
import { CUSTOM_KEY_PREFIX, customKey, type TCustomItem } from './policy';

/**
 * A hospital's own checklist items brought to its open applications after its settings change
 * (issue 15), set-based: a fixed number of statements whatever the number of applications. The
 * same rules as syncChecklist: new items added, renamed ones relabelled (state kept), removed ones
 * deleted only where nobody ever verified them. Closed applications (approved, rejected) keep the
 * checklist they were decided on; drafts get theirs on submission.
 */
export const OPEN_STATUSES = ['applied', 'in-review', 'information-requested', 'finalise'] as const;

function openApplicationIds(db: TDb, hospitalId: string) {
  return db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.hospitalId, hospitalId), inArray(applications.status, [...OPEN_STATUSES])));
}

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export async function syncCustomItems(
  db: TDb,
  hospitalId: string,
  customItems: readonly TCustomItem[],
): Promise<void> {
  const open = openApplicationIds(db, hospitalId);
  const keys = customItems.map((item) => customKey(item.id));
  const labels = customItems.map((item) => item.label);
  if (customItems.length > 0) {
    await db.execute(sql`
      insert into ${verificationItems} (application_id, kind, key, label)
      select a.id, 'custom', k.key, k.label
      from ${applications} a cross join unnest(${textArray(keys)}, ${textArray(labels)}) as k(key, label)
      where a.hospital_id = ${hospitalId} and a.status in (${sql.join(
        OPEN_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})
        and exists (select 1 from ${verificationItems} built
          where built.application_id = a.id and built.key = 'npi')
      on conflict (application_id, key) do update set label = excluded.label
        where ${verificationItems.label} is distinct from excluded.label`);
  }
  const history = db
    .select({ one: sql`1` })
    .from(verificationEvents)
    .where(eq(verificationEvents.itemId, verificationItems.id));
  await db
    .delete(verificationItems)
    .where(
      and(
        inArray(verificationItems.applicationId, open),
        sql`${verificationItems.key} like ${`${CUSTOM_KEY_PREFIX}%`}`,
        keys.length > 0 ? sql`not (${verificationItems.key} = any(${textArray(keys)}))` : undefined,
        notExists(history),
      ),
    );
  // The kept progress of each open application, as record.ts's refreshVerificationProgress counts it.
  await db
    .update(applications)
    .set({
      verificationDone: sql`(select count(*)::int from ${verificationItems}
        where ${verificationItems.applicationId} = ${applications.id}
          and ${verificationItems.state} in ('verified', 'not-applicable'))`,
      verificationTotal: sql`(select count(*)::int from ${verificationItems}
        where ${verificationItems.applicationId} = ${applications.id})`,
      updatedAt: sql`${applications.updatedAt}`,
    })
    .where(and(eq(applications.hospitalId, hospitalId), inArray(applications.status, [...OPEN_STATUSES])));
}
