/** The one place that knows every route of the admin site (relative to its base, /admin/). */
export const paths = {
  home: { path: '/', getHref: () => '/' },
} as const;
