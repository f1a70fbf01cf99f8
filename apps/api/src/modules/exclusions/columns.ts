import { EXCLUSION_SOURCE_LABELS, type TExclusionSource } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';

/**
 * The two federal exclusion lists as their files come: the OIG's LEIE `UPDATED.csv` and SAM.gov's
 * public exclusions extract. Column names are the files' own, so an entry's record reads like
 * the list a surveyor would open.
 */
export const LEIE_COLUMNS = [
  'LASTNAME',
  'FIRSTNAME',
  'MIDNAME',
  'BUSNAME',
  'GENERAL',
  'SPECIALTY',
  'UPIN',
  'NPI',
  'DOB',
  'ADDRESS',
  'CITY',
  'STATE',
  'ZIP',
  'EXCLTYPE',
  'EXCLDATE',
  'REINDATE',
  'WAIVERDATE',
  'WVRSTATE',
] as const;

/** The SAM extract's columns in the file's order (the evidence lists a row's values in this order). */
export const SAM_COLUMNS = [
  'Classification',
  'Name',
  'Prefix',
  'First',
  'Middle',
  'Last',
  'Suffix',
  'Address 1',
  'Address 2',
  'Address 3',
  'Address 4',
  'City',
  'State / Province',
  'Country',
  'Zip Code',
  'Open Data Flag',
  'Blank (Deprecated)',
  'Unique Entity ID',
  'Exclusion Program',
  'Excluding Agency',
  'CT Code',
  'Exclusion Type',
  'Additional Comments',
  'Active Date',
  'Termination Date',
  'Record Status',
  'Cross-Reference',
  'SAM Number',
  'CAGE',
  'NPI',
  'Creation_Date',
] as const;

/**
 * What an import reads of the SAM extract: a file without one of these is not the extract. The
 * other columns come and go between versions of the extract and are kept as they are.
 */
export const SAM_REQUIRED_COLUMNS = [
  'Classification',
  'First',
  'Middle',
  'Last',
  'Exclusion Type',
  'Active Date',
  'Termination Date',
  'NPI',
] as const;

export const REQUIRED_COLUMNS: Record<TExclusionSource, readonly string[]> = {
  oig: LEIE_COLUMNS,
  sam: SAM_REQUIRED_COLUMNS,
};

export const EVIDENCE_COLUMNS: Record<TExclusionSource, readonly string[]> = {
  oig: LEIE_COLUMNS,
  sam: SAM_COLUMNS,
};

/** The list's name as the checklist shows it ('OIG LEIE', 'SAM exclusions'). */
export const getListLabel = (source: TExclusionSource): string => EXCLUSION_SOURCE_LABELS[source];

/** "OIG LEIE list of 03/01/2027": the item's source. */
export function describeListSource(source: TExclusionSource, listDate: string): string {
  return `${getListLabel(source)} list of ${formatDateTime(listDate, DATE_DISPLAY_FORMAT)}`;
}

/** "DocApply: OIG LEIE 03/01/2027 list": who verified, when the system did. */
export function describeSystemVerifier(source: TExclusionSource, listDate: string): string {
  return `DocApply: ${getListLabel(source)} ${formatDateTime(listDate, DATE_DISPLAY_FORMAT)} list`;
}
