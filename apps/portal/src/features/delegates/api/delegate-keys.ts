/** Query keys of the delegates page: the doctor's delegates. */
export const delegateKeys = {
  all: ['delegates'] as const,
  list: () => [...delegateKeys.all, 'list'] as const,
};
