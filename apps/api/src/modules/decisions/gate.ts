import dayjs from 'dayjs';
import { and, count, eq, gt, min } from 'drizzle-orm';
import { DATE_DISPLAY_FORMAT, DATE_FORMAT, formatDateTime, todayString } from '@docapply/rules';
import { DECISION_MESSAGES, VERIFICATION_STATE_LABELS, type TCommitteeGate } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { getAdminApplication } from '@/core/access/admin-application';
import { applications, hospitals, meetings, references } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { loadDocuments } from '@/modules/renewals';
import { isRequired, listItems, loadPolicy } from '@/modules/verification';
import { getNpdbStanding } from '@/modules/npdb';
import { GATE_MESSAGES } from './messages';
import { findCommitteeProxy } from './proxy';

/** How far ahead "what will age before the next meeting" looks when no later meeting is set. */
export const NEXT_MEETING_DAYS = 30;

const show = (day: string) => formatDateTime(day, DATE_DISPLAY_FORMAT);

/**
 * The ready-for-committee gate (issue 40): on day `on` (the meeting's, or today), every required
 * verification is younger than the hospital's limit, the NPDB query is current, no document has
 * expired, and the hospital's minimum of references has answered. `aging` lists what is fine on
 * that day but will not be by `nextOn` (the next meeting; 30 days later by default). Read, never
 * stored: a verification recorded or a setting changed applies at once.
 */
export async function getCommitteeGate(
  db: TDb,
  { applicationId, on, nextOn }: { applicationId: string; on: string; nextOn?: string },
): Promise<TCommitteeGate> {
  const day = dayjs(on, DATE_FORMAT);
  const next = nextOn ?? day.add(NEXT_MEETING_DAYS, 'day').format(DATE_FORMAT);
  const [application] = await db
    .select({ hospitalId: applications.hospitalId, minReferences: hospitals.minReferences })
    .from(applications)
    .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId))
    .where(eq(applications.id, applicationId));
  const policy = await loadPolicy(db, application.hospitalId);
  const blocks: TCommitteeGate['blocks'] = [];
  const aging: TCommitteeGate['aging'] = [];
  const verifications: TCommitteeGate['verifications'] = [];

  for (const item of await listItems(db, applicationId, policy)) {
    if (!isRequired(item, policy)) {
      continue;
    }
    const verifiedOn = item.verifiedAt ? dayjs(item.verifiedAt).format(DATE_FORMAT) : null;
    const validUntil =
      item.state === 'verified' && verifiedOn
        ? dayjs(verifiedOn).add(policy.validDays, 'day').format(DATE_FORMAT)
        : null;
    verifications.push({
      label: item.label,
      status: VERIFICATION_STATE_LABELS[item.state],
      verifiedOn,
      validUntil,
    });
    if (item.state === 'pending' || item.state === 'discrepancy') {
      blocks.push({ kind: 'verification', message: GATE_MESSAGES.notVerified(item.label) });
    } else if (validUntil && validUntil < on) {
      blocks.push({
        kind: 'verification',
        message: GATE_MESSAGES.tooOld(item.label, show(verifiedOn!), policy.validDays, show(on)),
      });
    } else if (validUntil && validUntil < next) {
      aging.push({ label: item.label, until: validUntil });
    }
  }

  const npdb = await getNpdbStanding(db, { applicationId, on });
  if (!npdb.current) {
    blocks.push({ kind: 'npdb', message: npdb.message });
  } else if (npdb.validUntil && npdb.validUntil < next) {
    aging.push({ label: GATE_MESSAGES.npdbLabel, until: npdb.validUntil });
  }

  for (const document of await loadDocuments(db, eq(applications.id, applicationId))) {
    if (document.expiresOn < on) {
      blocks.push({
        kind: 'expired',
        message: GATE_MESSAGES.expired(document.label, show(document.expiresOn)),
      });
    } else if (document.expiresOn < next) {
      aging.push({ label: document.label, until: document.expiresOn });
    }
  }

  const [answered] = await db
    .select({ total: count() })
    .from(references)
    .where(and(eq(references.applicationId, applicationId), eq(references.state, 'completed')));
  if ((answered?.total ?? 0) < application.minReferences) {
    blocks.push({
      kind: 'references',
      message: GATE_MESSAGES.references(application.minReferences, answered?.total ?? 0),
    });
  }

  aging.sort((a, b) => a.until.localeCompare(b.until));
  // Telemedicine by proxy: the hospital relies on the distant site's credentialing (42 CFR
  // 482.22(a)(3)), so its own verifications, documents and references do not hold the board back.
  // The NPDB query stays: it is the hospital's own duty and one rule here, so it still blocks.
  const kept = (await findCommitteeProxy(db, applicationId))
    ? blocks.filter((block) => block.kind === 'npdb')
    : blocks;
  return { on, ready: kept.length === 0, blocks: kept, aging, verifications };
}

/** 409 with the gate's reasons when the file is not ready for a committee on `on`. */
export async function assertGate(db: TDb, applicationId: string, on: string): Promise<void> {
  const gate = await getCommitteeGate(db, { applicationId, on });
  if (!gate.ready) {
    throw new AppError('CONFLICT', {
      message: `${DECISION_MESSAGES.gateBlocked} ${gate.blocks.map((block) => block.message).join(' ')}`,
    });
  }
}

/**
 * GET /admin/applications/{id}/committee-gate: the office's view of the gate on its review, today,
 * looking ahead to the hospital's next scheduled meeting (or 30 days without one). Only an
 * administrator of the application's hospital; anyone else 404.
 */
export async function getOfficeGate(db: TDb, user: TUserRow, applicationId: string): Promise<TCommitteeGate> {
  const { application } = await getAdminApplication(db, user, applicationId);
  const [next] = await db
    .select({ startsAt: min(meetings.startsAt) })
    .from(meetings)
    .where(
      and(
        eq(meetings.hospitalId, application.hospitalId),
        eq(meetings.state, 'scheduled'),
        gt(meetings.startsAt, new Date()),
      ),
    );
  return getCommitteeGate(db, {
    applicationId,
    on: todayString(),
    nextOn: next?.startsAt ? dayjs(next.startsAt).format(DATE_FORMAT) : undefined,
  });
}
