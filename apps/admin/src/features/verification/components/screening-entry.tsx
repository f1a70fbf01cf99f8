import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DATE_DISPLAY_FORMAT } from '@docapply/rules';
import { FactList } from '@docapply/ui';

dayjs.extend(customParseFormat);

type TEntry = Record<string, string>;

/** A column's name as the lists vary it ("EXCLTYPE", "Exclusion Type", "State / Province"). */
const normalise = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

function pick(entry: TEntry, ...names: string[]): string {
  const wanted = names.map(normalise);
  for (const [key, value] of Object.entries(entry)) {
    if (wanted.includes(normalise(key)) && value.trim() !== '') {
      return value.trim();
    }
  }
  return '';
}

/** The LEIE writes dates as YYYYMMDD (00000000 for none); other lists as they come. */
function formatListDate(value: string): string {
  if (/^\d{8}$/.test(value)) {
    const date = dayjs(value, 'YYYYMMDD', true);
    return date.isValid() ? date.format(DATE_DISPLAY_FORMAT) : '';
  }
  return value;
}

const join = (parts: string[], separator: string) => parts.filter(Boolean).join(separator);

/** The matched row of an exclusion list (the LEIE's or SAM's columns) as a surveyor reads it. */
export function describeEntry(entry: TEntry): [string, string][] {
  const person = join(
    [pick(entry, 'FIRSTNAME', 'First'), pick(entry, 'MIDNAME', 'Middle'), pick(entry, 'LASTNAME', 'Last')],
    ' ',
  );
  const place = join(
    [
      pick(entry, 'ADDRESS', 'Address 1'),
      pick(entry, 'CITY'),
      join([pick(entry, 'STATE', 'State / Province'), pick(entry, 'ZIP', 'Zip Code')], ' '),
    ],
    ', ',
  );
  const facts: [string, string][] = [
    ['Name', person || pick(entry, 'Name', 'BUSNAME')],
    ['Date of birth', formatListDate(pick(entry, 'DOB'))],
    ['NPI', pick(entry, 'NPI')],
    ['Exclusion type', pick(entry, 'EXCLTYPE', 'Exclusion Type')],
    ['Exclusion date', formatListDate(pick(entry, 'EXCLDATE', 'Active Date'))],
    ['Address', place],
  ];
  return facts.filter(([, value]) => value !== '');
}

/** The list's entry that matched the doctor: name, date of birth, NPI, exclusion and address. */
export function ScreeningEntry({ entry }: { entry: TEntry }) {
  return <FactList facts={describeEntry(entry)} isDense sx={{ my: 2 }} />;
}
