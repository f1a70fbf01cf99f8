/**
 * The review's ids for a form's fields (AnswersView's anchorPrefix): `field-<form key>-<field or
 * group key>`, what a red flag's formKey and fieldKey link to.
 */
export function fieldAnchorPrefix(formKey: string): string {
  return `field-${formKey}-`;
}

export function fieldAnchor(formKey: string, fieldKey: string): string {
  return `${fieldAnchorPrefix(formKey)}${fieldKey}`;
}

/** Where a flag about a whole part (a reference, the covering physician) links to. */
export const PART_ANCHORS = {
  survey: 'survey-heading',
  privileges: 'privileges-heading',
  references: 'requests-heading',
  coverage: 'requests-heading',
  documents: 'documents-heading',
} as const;
