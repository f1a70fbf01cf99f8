import type { PDFPage } from '@cantoo/pdf-lib';
import {
  FPPE_CONCLUSION_LABELS,
  FPPE_METHOD_LABELS,
  FPPE_STATE_LABELS,
  FPPE_TRIGGER_LABELS,
  LOW_VOLUME_TEXT,
  OPPE_CONCLUSION_LABELS,
  OPPE_FLAG_LABELS,
  type TPracticeEvidence,
} from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import { COLORS, type TPdfWriter } from './pdf-writer';

const day = (value: string) => formatDateTime(value, DATE_DISPLAY_FORMAT);

function showNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/**
 * The reappointment's practice evaluation (issue 41): each privilege asked for again, flagged when
 * the period shows no activity in it; the FPPEs and their outcomes; each OPPE cycle's values against
 * their thresholds and the chair's conclusion.
 */
export function writePracticeEvidence(writer: TPdfWriter, evidence: TPracticeEvidence): PDFPage {
  const page = writer.startPart('Practice evaluation');
  const { period } = evidence;
  if (period) {
    writer.paragraph(`The appointment being renewed: ${day(period.startsOn)} to ${day(period.endsOn)}.`);
  }
  writer.heading('Privileges asked for again', 2);
  for (const privilege of evidence.privileges) {
    writer.field(
      `${privilege.name} (${privilege.department})`,
      privilege.lowVolume ? LOW_VOLUME_TEXT : 'Activity shown in the period',
    );
  }
  writer.heading('Focused evaluations (FPPE)', 2);
  if (evidence.fppes.length === 0) {
    writer.paragraph('None in the period.', { color: COLORS.muted });
  }
  for (const fppe of evidence.fppes) {
    writer.heading(`${fppe.privilegeName}: ${FPPE_TRIGGER_LABELS[fppe.trigger]}`, 3);
    writer.field(
      'Plan',
      `${FPPE_METHOD_LABELS[fppe.method]}${fppe.cases === null ? '' : `, ${fppe.cases} cases`}`,
    );
    writer.field('Period', `${day(fppe.startsOn)} to ${day(fppe.dueOn)}`);
    writer.field('Evaluations', `${fppe.evaluations} (${fppe.concerns} with concerns)`);
    writer.field(
      'Outcome',
      fppe.conclusion ? FPPE_CONCLUSION_LABELS[fppe.conclusion] : FPPE_STATE_LABELS[fppe.state],
    );
    if (fppe.conditions) {
      writer.field('Conditions', fppe.conditions);
    }
  }
  writer.heading('Ongoing evaluations (OPPE)', 2);
  if (evidence.oppe.length === 0) {
    writer.paragraph('No OPPE cycle in the period.', { color: COLORS.muted });
  }
  for (const cycle of evidence.oppe) {
    writer.heading(`Cycle ${day(cycle.startsOn)} to ${day(cycle.endsOn)}`, 3);
    if (cycle.indicators.length === 0) {
      writer.paragraph('No values recorded.', { color: COLORS.muted });
    }
    for (const indicator of cycle.indicators) {
      const unit = indicator.kind === 'rate' ? '%' : indicator.unit ? ` ${indicator.unit}` : '';
      const limits = [
        indicator.min === null ? null : `min ${showNumber(indicator.min)}`,
        indicator.max === null ? null : `max ${showNumber(indicator.max)}`,
      ].filter(Boolean);
      const flag = indicator.flag ? ` — ${OPPE_FLAG_LABELS[indicator.flag]}` : '';
      writer.field(
        indicator.name,
        `${showNumber(indicator.value)}${unit}${limits.length > 0 ? ` (${limits.join(', ')})` : ''}${flag}`,
      );
    }
    writer.field('Conclusion', cycle.conclusion ? OPPE_CONCLUSION_LABELS[cycle.conclusion] : 'Not concluded');
  }
  return page;
}
