/** Query keys of the renewal page: a document of an application, with its expiry and holders. */
export const renewalKeys = {
  all: ['renewals'] as const,
  document: (applicationId: string, documentKey: string) =>
    [...renewalKeys.all, applicationId, documentKey] as const,
};
