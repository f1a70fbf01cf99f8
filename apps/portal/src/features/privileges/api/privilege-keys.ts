/** Query keys of the privileges page: the catalogue, the picked privileges and their short forms. */
export const privilegeKeys = {
  all: ['privileges'] as const,
  catalogue: (hospitalId: string) => [...privilegeKeys.all, 'catalogue', hospitalId] as const,
  pickedLists: () => [...privilegeKeys.all, 'picked'] as const,
  picked: (applicationId: string) => [...privilegeKeys.pickedLists(), applicationId] as const,
  /** One exact version of a privilege's form. */
  form: (formId: string) => [...privilegeKeys.all, 'form', formId] as const,
  /** The doctor's answers to a privilege's form. */
  formResponse: (formResponseId: string) => [...privilegeKeys.all, 'form-response', formResponseId] as const,
};
