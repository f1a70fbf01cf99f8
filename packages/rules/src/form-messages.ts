/** Messages of the forms engine's own checks (the spec's texts live in MESSAGES). */
export const FORM_MESSAGES = {
  invalidDea: 'Invalid DEA number',
  invalidZip: 'Invalid ZIP code',
  invalidState: 'Invalid state',
  invalidOption: 'Choose one of the options',
  invalidValue: 'Invalid value',
  invalidFile: 'Upload a file',
} as const;

export function tooLongMessage(maxLength: number): string {
  return `Must be at most ${maxLength} characters`;
}

export function minItemsMessage(minItems: number): string {
  return `Add at least ${minItems} ${minItems === 1 ? 'entry' : 'entries'}`;
}

export function maxItemsMessage(maxItems: number): string {
  return `At most ${maxItems} ${maxItems === 1 ? 'entry' : 'entries'}`;
}
