import { PDFDocument } from '@cantoo/pdf-lib';
import {
  CONDITION_KIND_LABELS,
  MEMBERSHIP_CATEGORY_LABELS,
  relianceSentence,
  type TConditions,
  type TPrivilegeRecommendation,
} from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import type { decisionLetters } from '@/core/db/schema';
import { createPdfWriter, embedPacketFonts, stampPageNumbers, type TPdfWriter } from '@/modules/packet';

/**
 * The decision letter as a PDF, drawn from the letter's row alone. It is drawn again on each
 * download rather than stored: the row keeps everything the letter prints as it stood on the day of
 * the decision (the decision, the names, the notice, the signatory), so both sides read the same
 * words whenever they download it, there are no stored bytes to keep in step with the row, back up
 * or remove, and a one- or two-page letter takes a few tens of milliseconds.
 */
export type TDecisionLetterRow = typeof decisionLetters.$inferSelect;

const showDay = (day: string) => formatDateTime(day, DATE_DISPLAY_FORMAT);

function describeConditions({ kinds, text }: TConditions): string {
  return `${kinds.map((kind) => CONDITION_KIND_LABELS[kind]).join(', ')}: ${text}`;
}

const hasFppe = (privilege: TPrivilegeRecommendation) =>
  privilege.conditions?.kinds.includes('fppe') ?? false;

/** The privileges by what the letter says of them: FPPE ones in their own section. */
function groupPrivileges(privileges: readonly TPrivilegeRecommendation[]) {
  const granted = privileges.filter(
    ({ outcome }) => outcome === 'grant' || outcome === 'grant-with-conditions',
  );
  return {
    granted: granted.filter((privilege) => !hasFppe(privilege)),
    fppe: granted.filter(hasFppe),
    deferred: privileges.filter(({ outcome }) => outcome === 'defer'),
    denied: privileges.filter(({ outcome }) => outcome === 'deny'),
  };
}

const privilegeLabel = ({ name, department }: TPrivilegeRecommendation) => `${name} (${department})`;

function writeSection(
  writer: TPdfWriter,
  title: string,
  intro: string,
  rows: readonly TPrivilegeRecommendation[],
  describe: (privilege: TPrivilegeRecommendation) => string,
) {
  if (rows.length === 0) {
    return;
  }
  writer.heading(title, 2);
  writer.paragraph(intro);
  writer.space(6);
  // The name on a line of its own, then what was decided: each reads (and copies) whole.
  for (const privilege of rows) {
    writer.paragraph(privilegeLabel(privilege), { isBold: true });
    writer.paragraph(describe(privilege), { indent: 12 });
    writer.space(6);
  }
}

function writePrivileges(writer: TPdfWriter, privileges: readonly TPrivilegeRecommendation[]) {
  const { granted, fppe, deferred, denied } = groupPrivileges(privileges);
  writeSection(writer, 'Privileges granted', 'You may exercise these privileges:', granted, (privilege) =>
    privilege.conditions ? `Granted with conditions. ${describeConditions(privilege.conditions)}` : 'Granted',
  );
  writeSection(
    writer,
    'Focused professional practice evaluation (FPPE)',
    'These privileges are granted subject to a focused professional practice evaluation. The medical staff office will contact you to arrange it.',
    fppe,
    (privilege) => describeConditions(privilege.conditions as TConditions),
  );
  writeSection(
    writer,
    'Privileges deferred',
    'No decision has been made yet on these privileges, until the following is provided:',
    deferred,
    (privilege) => privilege.reason ?? '',
  );
  writeSection(
    writer,
    'Privileges denied',
    'These privileges were not granted, for the reasons given:',
    denied,
    (privilege) => privilege.reason ?? '',
  );
}

function writeOpening(writer: TPdfWriter, letter: TDecisionLetterRow) {
  const { decision } = letter;
  writer.field('Date', showDay(letter.decidedOn));
  writer.field('To', letter.doctorName);
  writer.field('From', letter.hospitalName);
  writer.space(8);
  writer.paragraph(`Dear ${letter.doctorName},`);
  writer.space(6);
  writer.paragraph(
    decision.outcome === 'approved'
      ? `On ${showDay(decision.decidedOn)} the ${decision.stepName} of ${letter.hospitalName} approved your application for appointment to the medical staff. This letter sets out your appointment and the decision on each privilege you requested.`
      : `On ${showDay(decision.decidedOn)} the ${decision.stepName} of ${letter.hospitalName} decided not to approve your application for appointment to the medical staff. This letter sets out the decision on each privilege you requested.`,
  );
  if (decision.outcome === 'approved' && decision.reliance) {
    writer.space(6);
    writer.paragraph(
      relianceSentence(decision.reliance.distantSiteName, showDay(decision.reliance.agreementSignedOn)),
    );
  }
  writer.heading('The decision', 2);
  writer.field('Decision', decision.outcome === 'approved' ? 'Approved' : 'Not approved');
  // A rejection appoints no one: no category, no period.
  if (decision.outcome === 'approved') {
    writer.field('Membership category', MEMBERSHIP_CATEGORY_LABELS[decision.membershipCategory]);
  }
  if (decision.appointment) {
    const { startsOn, endsOn } = decision.appointment;
    writer.field('Appointment period', `${showDay(startsOn)} – ${showDay(endsOn)}`);
  }
}

function writeClosing(writer: TPdfWriter, letter: TDecisionLetterRow) {
  if (letter.hearingRightsNotice) {
    writer.heading('Your right to a hearing', 2);
    writer.paragraph(letter.hearingRightsNotice);
  }
  writer.space(16);
  writer.paragraph('Sincerely,');
  writer.space(18);
  writer.paragraph(letter.letterSignatory ?? `The medical staff office, ${letter.hospitalName}`);
}

/** The letter's PDF bytes; the same row gives the same letter. */
export async function renderDecisionLetterPdf(letter: TDecisionLetterRow): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `Decision on your application to ${letter.hospitalName}`;
  doc.setTitle(title);
  doc.setSubject(`${letter.doctorName}: the decision of ${showDay(letter.decidedOn)}`);
  doc.setCreator('DocApply');
  // Dated with the decision, not the download, like the letter itself.
  const dated = new Date(`${letter.decidedOn}T12:00:00Z`);
  doc.setCreationDate(dated);
  doc.setModificationDate(dated);
  const fonts = await embedPacketFonts(doc);
  const writer = createPdfWriter(doc, fonts, letter.hospitalName);
  writer.startPart(title, 'Decision letter');
  writeOpening(writer, letter);
  writePrivileges(writer, letter.decision.privileges);
  writeClosing(writer, letter);
  stampPageNumbers(doc, fonts.regular);
  return doc.save();
}
