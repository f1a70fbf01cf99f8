/** The search parameter that carries where to go after signing in (`/login?next=/renew?…`). */
export const RETURN_PARAM = 'next';

/**
 * The page to return to after signing in, from `?next=`: a path of this site only ("/renew?…"),
 * never another origin ("//evil.example", "/\\evil.example", "https://…"); null otherwise.
 */
export function readReturnPath(search: URLSearchParams): string | null {
  const next = search.get(RETURN_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return null;
  }
  return next;
}
