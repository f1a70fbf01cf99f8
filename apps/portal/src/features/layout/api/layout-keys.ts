/** Query keys of the site's frame: the doctors a signed-in delegate serves. */
export const layoutKeys = {
  delegations: () => ['delegations'] as const,
};
