/** Query keys of the turnaround page: one hospital's figures. */
export const turnaroundKeys = {
  all: ['turnaround'] as const,
  hospital: (hospitalId: string) => [...turnaroundKeys.all, hospitalId] as const,
};
