/** Query keys of the forms the doctor fills in: the response opened (or created) for a form. */
export const formResponseKeys = {
  all: ['form-responses'] as const,
  open: (formId: string, applicationId: string) =>
    [...formResponseKeys.all, 'open', formId, applicationId] as const,
};
