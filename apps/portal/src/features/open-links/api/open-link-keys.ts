/** Query keys of the pages an emailed link opens (no account): the short link, the request it carries. */
export const openLinkKeys = {
  all: ['open-links'] as const,
  shortLink: (code: string) => [...openLinkKeys.all, 'short-link', code] as const,
  linkValues: (token: string) => [...openLinkKeys.all, 'link-values', token] as const,
  /** A supervising or collaborating physician's request (issue 42). */
  supervision: (token: string) => [...openLinkKeys.all, 'supervision', token] as const,
};
