/** Query keys of the verification settings page: one hospital's requirements. */
export const verificationSettingsKeys = {
  all: ['verification-settings'] as const,
  hospital: (hospitalId: string) => [...verificationSettingsKeys.all, hospitalId] as const,
};
