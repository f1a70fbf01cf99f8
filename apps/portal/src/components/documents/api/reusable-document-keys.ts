/** Query keys of the document fields: the doctor's documents another application can lend this one. */
export const reusableDocumentKeys = {
  all: ['reusable-documents'] as const,
  of: (applicationId: string) => [...reusableDocumentKeys.all, applicationId] as const,
};
