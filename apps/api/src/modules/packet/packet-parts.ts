import type { PDFPage } from '@cantoo/pdf-lib';
import {
  statusLabel,
  type TAdminApplicationReview,
  type TAdminRequest,
  type TApplicationForm,
  type TCommitteeGate,
  type TForm,
  type TRedFlag,
  type TRequestState,
} from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import { writeFormAnswers, writeSectionAnswers, type TFileNames } from './packet-answers';
import type { TOutlineItem } from './pdf-outline';
import { COLORS, type TPdfWriter } from './pdf-writer';

const MOMENT_FORMAT = 'MM/DD/YYYY HH:mm';

const REQUEST_STATE_LABELS: Record<TRequestState, string> = {
  sent: 'Sent, not answered yet',
  opened: 'Opened, not answered yet',
  completed: 'Completed',
  declined: 'Declined',
  expired: 'Expired without an answer',
};

function day(value: string): string {
  return formatDateTime(value, DATE_DISPLAY_FORMAT);
}

function writeFlags(writer: TPdfWriter, flags: TRedFlag[]): void {
  writer.heading('Red flags', 2);
  if (flags.length === 0) {
    writer.paragraph('No red flags found.', { color: COLORS.muted });
    return;
  }
  const high = flags.filter((flag) => flag.severity === 'high').length;
  writer.paragraph(`${flags.length} to look at: ${high} high, ${flags.length - high} medium.`);
  for (const flag of flags) {
    writer.paragraph(`${flag.severity === 'high' ? 'High' : 'Medium'} · ${flag.message}`, { indent: 10 });
  }
}

/**
 * The ready-for-committee gate on the packet's day (issue 40): the required verifications counted,
 * then ready, or what holds the file back, and what will be too old by the next meeting.
 */
function writeGate(writer: TPdfWriter, gate: TCommitteeGate): void {
  writer.heading('Verification summary', 2);
  const verified = gate.verifications.filter((item) => item.verifiedOn && item.status === 'Verified').length;
  writer.paragraph(`${verified} of ${gate.verifications.length} required verifications verified.`);
  for (const item of gate.verifications) {
    const until = item.validUntil ? `, valid until ${day(item.validUntil)}` : '';
    writer.paragraph(`${item.label}: ${item.status}${until}`, { indent: 10 });
  }
  writer.heading('Ready for the committee', 2);
  writer.paragraph(
    gate.ready
      ? `Ready on ${day(gate.on)}.`
      : `Not ready on ${day(gate.on)}: ${gate.blocks.length} to resolve.`,
  );
  for (const block of gate.blocks) {
    writer.paragraph(block.message, { indent: 10 });
  }
  for (const item of gate.aging) {
    writer.paragraph(`${item.label} is too old after ${day(item.until)}.`, {
      indent: 10,
      color: COLORS.muted,
    });
  }
}

/** Who, where, what was asked for, where it stands and what needs a look. */
export function writeCover(
  writer: TPdfWriter,
  { review, flags, gate }: { review: TAdminApplicationReview; flags: TRedFlag[]; gate?: TCommitteeGate },
  generatedAt: Date,
): PDFPage {
  const page = writer.startPart(review.doctor.name, 'Credentials committee packet');
  const { hospital } = review;
  writer.field('Hospital', `${hospital.name}, ${hospital.city}, ${hospital.state}`);
  writer.field('Email', review.doctor.email);
  writer.field('Phone', review.doctor.phone ?? 'Not given');
  writer.field('Status', statusLabel(review.status));
  writer.field('Submitted', day(review.submittedAt));
  if (review.attestation) {
    writer.field(
      'Attestation',
      `Signed by ${review.attestation.name} on ${day(review.attestation.signedAt)}`,
    );
  }
  writer.field('Packet made', formatDateTime(generatedAt, MOMENT_FORMAT));
  writer.heading('Privileges requested', 2);
  if (review.privileges.length === 0) {
    writer.paragraph('None requested.', { color: COLORS.muted });
  }
  for (const privilege of review.privileges) {
    writer.paragraph(`${privilege.name} (${privilege.department})`, { indent: 10 });
  }
  writeFlags(writer, flags);
  if (gate) {
    writeGate(writer, gate);
  }
  return page;
}

function writeApplicationForm(writer: TPdfWriter, response: TApplicationForm, fileNames: TFileNames) {
  const { definition } = response.form;
  return definition.sections.map((section): TOutlineItem => {
    const page = writer.startPart(section.title, `Section ${section.key}`);
    writeSectionAnswers(writer, definition, section, response.answers, fileNames);
    return { title: section.title, page };
  });
}

/** Sections A-D of the application form, the survey and the privileges: one part each. */
export function writeApplicationParts(
  writer: TPdfWriter,
  review: TAdminApplicationReview,
  fileNames: TFileNames,
): TOutlineItem[] {
  const { application, survey } = review.forms;
  const parts: TOutlineItem[] = application ? writeApplicationForm(writer, application, fileNames) : [];
  if (survey) {
    const page = writer.startPart(survey.form.title, 'Survey');
    writeFormAnswers(writer, survey.form.definition, survey.answers, fileNames);
    parts.push({ title: survey.form.title, page });
  }
  const page = writer.startPart('Privileges requested');
  for (const privilege of review.privileges) {
    writer.heading(`${privilege.name} (${privilege.department})`, 2);
    if (privilege.form) {
      writeFormAnswers(writer, privilege.form.definition, privilege.answers, fileNames);
    } else {
      writer.paragraph('This privilege has no form.', { color: COLORS.muted });
    }
  }
  if (review.privileges.length === 0) {
    writer.paragraph('None requested.', { color: COLORS.muted });
  }
  parts.push({ title: 'Privileges requested', page });
  return parts;
}

function writeRequest(writer: TPdfWriter, request: TAdminRequest, form: TForm | null, fileNames: TFileNames) {
  writer.heading(request.name, 3);
  const contact = [request.specialty, request.relationship, request.email, request.phone].filter(Boolean);
  writer.paragraph(contact.join(' · '), { color: COLORS.muted });
  writer.field('State', `${REQUEST_STATE_LABELS[request.state]} (updated ${day(request.updatedAt)})`);
  if (request.answers && form) {
    writeFormAnswers(writer, form.definition, request.answers, fileNames);
  }
}

/** The peer references and the covering physician, with their answers. */
export function writeRequests(
  writer: TPdfWriter,
  review: TAdminApplicationReview,
  fileNames: TFileNames,
): PDFPage {
  const page = writer.startPart('References and coverage');
  writer.heading('Peer references', 2);
  if (review.references.length === 0) {
    writer.paragraph('None named.', { color: COLORS.muted });
  }
  for (const reference of review.references) {
    writeRequest(writer, reference, review.referenceForm, fileNames);
  }
  writer.heading('Covering physician', 2);
  if (review.coverage) {
    writeRequest(writer, review.coverage, review.coverageForm, fileNames);
  } else {
    writer.paragraph('None named.', { color: COLORS.muted });
  }
  return page;
}

/** Every status change: when, from what to what, by whom, and the note. */
export function writeHistory(writer: TPdfWriter, review: TAdminApplicationReview): PDFPage {
  const page = writer.startPart('Status history');
  for (const entry of review.history) {
    const move = entry.from ? `${statusLabel(entry.from)} → ${statusLabel(entry.to)}` : statusLabel(entry.to);
    const by = entry.actorName ? ` by ${entry.actorName}` : '';
    writer.field(
      formatDateTime(entry.at, MOMENT_FORMAT),
      `${move}${by}${entry.note ? `\n${entry.note}` : ''}`,
    );
  }
  if (review.history.length === 0) {
    writer.paragraph('No status changes recorded.', { color: COLORS.muted });
  }
  return page;
}
