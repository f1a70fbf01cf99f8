import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EVALUATION_OVERALLS,
  EVALUATION_OVERALL_LABELS,
  ZRecordEvaluationRequest,
  type TFieldDescriptor,
} from '@docapply/contracts';
import type { TFormFieldRow } from '@docapply/ui';

/** The case's own inputs around the hospital's form (whose answers FormRenderer holds). */
export type TCaseValues = { caseReference: string; caseDate: string; overall: string; signedName: string };
export type TCaseOutput = {
  caseReference: string;
  caseDate: string;
  overall: 'meets' | 'concerns';
  signedName: string;
};

export const CASE_FIELD_NAMES = ['caseReference', 'caseDate', 'overall', 'signedName'] as const;

// The API's own contract checks the case's inputs: the same messages before and after sending.
export const caseResolver = zodResolver(
  ZRecordEvaluationRequest.pick({
    caseReference: true,
    caseDate: true,
    overall: true,
    signedName: true,
  }),
) as unknown as Resolver<TCaseValues, unknown, TCaseOutput>;

export const EMPTY_CASE: TCaseValues = { caseReference: '', caseDate: '', overall: '', signedName: '' };

export const CASE_ROWS: TFormFieldRow<TCaseValues>[] = [
  [
    {
      name: 'caseReference',
      type: 'text',
      label: 'Case reference',
      required: true,
      helperText: 'A record or procedure number, never the patient’s name',
    },
    { name: 'caseDate', type: 'date', label: 'Case date', required: true, past: true, future: false },
  ],
  [
    {
      name: 'overall',
      type: 'radio',
      label: 'Overall',
      required: true,
      options: EVALUATION_OVERALLS.map((value) => ({ value, label: EVALUATION_OVERALL_LABELS[value] })),
    },
  ],
];

export const SIGNATURE_FIELD: TFieldDescriptor & { name: 'signedName' } = {
  name: 'signedName',
  type: 'text',
  label: 'Your full name',
  required: true,
};
