import {
  VERIFICATION_LIMITS,
  VERIFICATION_STATE_LABELS,
  VERIFICATION_STATES,
  ZRecordVerification,
  type TFieldDescriptor,
  type TVerificationItem,
} from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import type { TFormFieldRow } from '@docapply/ui';
import { createChosenFileSchema } from '@/lib/chosen-file';
import { DEFAULT_SOURCES } from './verification-copy';

/** The dialog's values as its inputs hold them: text, and the chosen evidence file. */
export type TRecordFormValues = {
  state: string;
  source: string;
  verifiedOn: string;
  referenceNumber: string;
  note: string;
  evidence: File | null;
};

/** The API's own contract for the fields, and the evidence beside it. */
export const ZRecordForm = ZRecordVerification.extend({ evidence: createChosenFileSchema().nullable() });

type TRecordField = Exclude<keyof TRecordFormValues, 'evidence'>;

export const RECORD_FIELD_NAMES = [
  'state',
  'source',
  'verifiedOn',
  'referenceNumber',
  'note',
  'evidence',
] as const satisfies (keyof TRecordFormValues)[];

const FIELDS = {
  state: {
    name: 'state',
    type: 'radio',
    label: 'Result',
    required: true,
    options: VERIFICATION_STATES.map((state) => ({ value: state, label: VERIFICATION_STATE_LABELS[state] })),
  },
  source: {
    name: 'source',
    type: 'text',
    label: 'Source',
    required: true,
    helperText: 'Where it was checked, e.g. the board that issued the licence',
  },
  verifiedOn: { name: 'verifiedOn', type: 'date', label: 'Date verified', required: true, future: false },
  referenceNumber: {
    name: 'referenceNumber',
    type: 'text',
    label: 'Reference number',
    helperText: `The source's confirmation number, if any (up to ${VERIFICATION_LIMITS.referenceNumber} characters)`,
  },
  note: {
    name: 'note',
    type: 'textarea',
    label: 'Note',
    rows: 3,
    helperText: `Up to ${VERIFICATION_LIMITS.note} characters`,
  },
} satisfies Record<TRecordField, TFieldDescriptor & { name: TRecordField }>;

export const RECORD_ROWS: TFormFieldRow<TRecordFormValues>[] = [
  [FIELDS.state],
  [FIELDS.source],
  [FIELDS.verifiedOn, FIELDS.referenceNumber],
  [FIELDS.note],
];

/**
 * A new record of the item: its current result unless still pending (then Verified, the usual
 * outcome), its source or the kind's usual one, today's date; the reference, note and file are new.
 */
export function toRecordValues(item: TVerificationItem): TRecordFormValues {
  return {
    state: item.state === 'pending' ? 'verified' : item.state,
    source: item.source ?? DEFAULT_SOURCES[item.kind],
    verifiedOn: todayString(),
    referenceNumber: '',
    note: '',
    evidence: null,
  };
}
