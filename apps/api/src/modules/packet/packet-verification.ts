import type { PDFPage } from '@cantoo/pdf-lib';
import { desc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  EXCLUSION_SOURCE_LABELS,
  VERIFICATION_STATE_LABELS,
  type TScreeningResolution,
  type TScreeningResult,
  type TVerificationCheck,
  type TVerificationKind,
  type TVerificationState,
  type TExclusionSource,
} from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { exclusionScreenings, files, users, verificationItems } from '@/core/db/schema';
import { loadPolicy, sortItems } from '@/modules/verification';
import { COLORS, type TPdfWriter } from './pdf-writer';

/**
 * The verification checklist in the committee packet (issue 15): for every item, what a surveyor
 * asks (state, source, date, who verified it, reference number, evidence), then every exclusion
 * screening with its list's date. Read straight from the tables, as they stand when the packet is made.
 */
export type TPacketVerificationItem = {
  kind: TVerificationKind;
  label: string;
  state: TVerificationState;
  source: string | null;
  verifiedAt: Date | null;
  /** The name recorded with the verification (a person's, or the system's source), else the user's. */
  verifiedByName: string | null;
  referenceNumber: string | null;
  note: string | null;
  checks: TVerificationCheck[];
  evidenceFileName: string | null;
  hasEvidenceRecord: boolean;
  lastError: string | null;
};

export type TPacketScreening = {
  source: TExclusionSource;
  listDate: string;
  screenedAt: Date;
  result: TScreeningResult;
  matchedBy: 'npi' | 'name-dob' | 'name' | null;
  resolution: TScreeningResolution | null;
  resolvedByName: string | null;
  resolvedAt: Date | null;
  resolutionNote: string | null;
};

export type TPacketVerification = { items: TPacketVerificationItem[]; screenings: TPacketScreening[] };

const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`${table.firstName} || ' ' || ${table.lastName}`;

/** The application's checklist items (in the checklist's order) and screenings, newest first. */
export async function loadPacketVerification(
  db: TDb,
  { applicationId, hospitalId }: { applicationId: string; hospitalId: string },
): Promise<TPacketVerification> {
  const verifier = alias(users, 'verifier');
  const itemRows = await db
    .select({
      kind: verificationItems.kind,
      key: verificationItems.key,
      label: verificationItems.label,
      state: verificationItems.state,
      source: verificationItems.source,
      verifiedAt: verificationItems.verifiedAt,
      verifiedByName: sql<
        string | null
      >`coalesce(${verificationItems.verifiedByLabel}, ${fullName(verifier)})`,
      referenceNumber: verificationItems.referenceNumber,
      note: verificationItems.note,
      checks: verificationItems.checks,
      evidenceFileName: files.originalName,
      hasEvidenceRecord: sql<boolean>`${verificationItems.evidenceRecord} is not null`,
      lastError: verificationItems.lastError,
    })
    .from(verificationItems)
    .leftJoin(verifier, eq(verifier.id, verificationItems.verifiedBy))
    .leftJoin(files, eq(files.id, verificationItems.evidenceFileId))
    .where(eq(verificationItems.applicationId, applicationId));
  const items = sortItems(itemRows, await loadPolicy(db, hospitalId)).map(({ key: _key, ...row }) => row);

  const resolver = alias(users, 'resolver');
  const screenings = await db
    .select({
      source: exclusionScreenings.source,
      listDate: exclusionScreenings.listDate,
      screenedAt: exclusionScreenings.screenedAt,
      result: exclusionScreenings.result,
      matchedBy: exclusionScreenings.matchedBy,
      resolution: exclusionScreenings.resolution,
      resolvedByName: sql<
        string | null
      >`coalesce(${exclusionScreenings.resolvedByLabel}, ${fullName(resolver)})`,
      resolvedAt: exclusionScreenings.resolvedAt,
      resolutionNote: exclusionScreenings.resolutionNote,
    })
    .from(exclusionScreenings)
    .leftJoin(resolver, eq(resolver.id, exclusionScreenings.resolvedBy))
    .where(eq(exclusionScreenings.applicationId, applicationId))
    .orderBy(desc(exclusionScreenings.screenedAt));
  return { items, screenings };
}

function day(value: Date | string | null): string {
  return value ? formatDateTime(value, DATE_DISPLAY_FORMAT) : 'Not verified yet';
}

function describeVerifier(item: TPacketVerificationItem): string {
  return item.verifiedByName ?? 'Not recorded';
}

function describeEvidence(item: TPacketVerificationItem): string {
  const evidence = [
    item.evidenceFileName,
    item.hasEvidenceRecord ? `Record fetched from ${item.source ?? 'the source'}` : null,
  ].filter(Boolean);
  return evidence.length > 0 ? evidence.join('\n') : 'None';
}

/** Nothing recorded on it yet: one line instead of a column of empty fields. */
function isUnrecorded(item: TPacketVerificationItem): boolean {
  return !item.verifiedAt && !item.source && !item.evidenceFileName && !item.hasEvidenceRecord;
}

function writeItem(writer: TPdfWriter, item: TPacketVerificationItem): void {
  writer.heading(`${item.label}: ${VERIFICATION_STATE_LABELS[item.state]}`, 3);
  if (isUnrecorded(item)) {
    writer.paragraph('Not verified yet.', { color: COLORS.muted });
  } else {
    writer.field('Source', item.source ?? 'Not recorded');
    writer.field('Date', day(item.verifiedAt));
    writer.field('Verified by', describeVerifier(item));
    writer.field('Reference number', item.referenceNumber ?? 'None');
    writer.field('Evidence', describeEvidence(item));
  }
  if (item.note) {
    writer.field('Note', item.note);
  }
  for (const check of item.checks) {
    const verdict = check.matches ? 'Matches' : 'Does not match';
    writer.field(`${check.field}: ${verdict}`, `Application: ${check.expected}\nSource: ${check.found}`, 10);
  }
  if (item.lastError) {
    writer.field('Last attempt', item.lastError);
  }
}

const RESULT_LABELS: Record<TScreeningResult, string> = {
  clear: 'Clear: not listed',
  hit: 'Listed (hit)',
  possible: 'Possible match',
};
const MATCHED_BY_LABELS = { npi: 'by NPI', 'name-dob': 'by name and date of birth', name: 'by name' };

function writeScreening(writer: TPdfWriter, screening: TPacketScreening): void {
  const matched = screening.matchedBy ? ` ${MATCHED_BY_LABELS[screening.matchedBy]}` : '';
  const lines = [
    `${RESULT_LABELS[screening.result]}${screening.result === 'clear' ? '' : matched}`,
    `List of ${day(screening.listDate)}, screened ${day(screening.screenedAt)}`,
  ];
  if (screening.resolution) {
    const decided = screening.resolution === 'dismissed' ? 'Dismissed as a false positive' : 'Confirmed';
    const by = screening.resolvedByName ? ` by ${screening.resolvedByName}` : '';
    const on = screening.resolvedAt ? ` on ${day(screening.resolvedAt)}` : '';
    lines.push(`${decided}${by}${on}${screening.resolutionNote ? `: ${screening.resolutionNote}` : ''}`);
  }
  writer.field(EXCLUSION_SOURCE_LABELS[screening.source], lines.join('\n'));
}

/** The checklist's part of the packet, on a page of its own. */
export function writeVerificationChecklist(writer: TPdfWriter, verification: TPacketVerification): PDFPage {
  const page = writer.startPart('Verification checklist');
  const { items, screenings } = verification;
  const done = items.filter((item) => item.state === 'verified' || item.state === 'not-applicable').length;
  writer.paragraph(`${done} of ${items.length} items verified or not applicable.`);
  if (items.length === 0) {
    writer.paragraph('No checklist items.', { color: COLORS.muted });
  }
  for (const item of items) {
    writeItem(writer, item);
  }
  writer.heading('Exclusion screenings', 2);
  if (screenings.length === 0) {
    writer.paragraph('Not screened yet.', { color: COLORS.muted });
  }
  for (const screening of screenings) {
    writeScreening(writer, screening);
  }
  return page;
}
