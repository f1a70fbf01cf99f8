import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  OPPE_INDICATOR_KINDS,
  ZCreateOppeIndicator,
  type TCreateOppeIndicator,
  type TOppeIndicator,
} from '@docapply/contracts';
import type { TFormFieldRow } from '@docapply/ui';

/** The dialog's values as its inputs hold them: the request's names, numbers as text. */
export type TIndicatorValues = {
  department: string;
  key: string;
  name: string;
  kind: string;
  unit: string;
  min: string;
  max: string;
  lowVolumeBelow: string;
};

export const INDICATOR_FIELD_NAMES = [
  'department',
  'key',
  'name',
  'kind',
  'unit',
  'min',
  'max',
  'lowVolumeBelow',
] as const satisfies (keyof TIndicatorValues)[];

/** An empty threshold is none (null); anything else is read as a number for the contract to check. */
const threshold = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : Number(text)));

// The contract checks the request: the same messages before and after sending.
export const indicatorResolver = zodResolver(
  z
    .object({
      department: z.string(),
      key: z.string(),
      name: z.string(),
      kind: z.string(),
      unit: z.string(),
      min: threshold,
      max: threshold,
      lowVolumeBelow: threshold,
    })
    .transform((values) => values as TCreateOppeIndicator)
    .pipe(ZCreateOppeIndicator),
) as unknown as Resolver<TIndicatorValues, unknown, TCreateOppeIndicator>;

const asText = (value: number | null) => (value === null ? '' : String(value));

export function toIndicatorValues(indicator: TOppeIndicator | null, department = ''): TIndicatorValues {
  return {
    department: indicator?.department ?? department,
    key: indicator?.key ?? '',
    name: indicator?.name ?? '',
    kind: indicator?.kind ?? 'rate',
    unit: indicator?.unit ?? '%',
    min: asText(indicator?.min ?? null),
    max: asText(indicator?.max ?? null),
    lowVolumeBelow: asText(indicator?.lowVolumeBelow ?? null),
  };
}

const KIND_LABELS = { rate: 'Rate (numerator ÷ denominator, as %)', count: 'Count' } as const;

/** The dialog's fields; the key is fixed once the indicator exists (the CSV names it). */
export function createIndicatorRows(isNew: boolean): TFormFieldRow<TIndicatorValues>[] {
  return [
    [
      { name: 'department', type: 'text', label: 'Department', required: true },
      {
        name: 'key',
        type: 'text',
        label: 'Key',
        required: true,
        disabled: !isNew,
        helperText: isNew
          ? 'What the CSV’s indicator column says: lower-case letters, digits and dashes'
          : 'Fixed: the CSV names the indicator by it',
      },
    ],
    [{ name: 'name', type: 'text', label: 'Name', required: true }],
    [
      {
        name: 'kind',
        type: 'radio',
        label: 'Kind',
        required: true,
        options: OPPE_INDICATOR_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
      },
    ],
    [
      {
        name: 'unit',
        type: 'text',
        label: 'Unit',
        helperText: '“%” for a rate; “cases”, “days”… for a count',
      },
      null,
    ],
    [
      { name: 'min', type: 'number', label: 'Minimum', helperText: 'Flagged below it; empty for none' },
      { name: 'max', type: 'number', label: 'Maximum', helperText: 'Flagged above it; empty for none' },
    ],
    [
      {
        name: 'lowVolumeBelow',
        type: 'number',
        label: 'Too few cases below',
        helperText: 'A count, or a rate’s denominator, below it is flagged as too few to judge',
      },
      null,
    ],
  ];
}
