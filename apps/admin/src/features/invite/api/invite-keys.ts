/** Query keys of the invitation page: whether a set-password link still works. */
export const inviteKeys = {
  all: ['set-password-check'] as const,
  check: (token: string) => [...inviteKeys.all, token] as const,
};
