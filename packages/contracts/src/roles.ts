/** `delegate`: an office manager who fills a doctor's drafts for them (issue 16); signs in on the portal. */
/**
 * `committee_member`: hospital staff who sit on a step of a decision route (a department chair, a
 * committee or board member, issue 40); signs in on the admin site and sees only what their steps show.
 */
export const ROLES = ['doctor', 'hospital_admin', 'platform_admin', 'delegate', 'committee_member'] as const;
export type TRole = (typeof ROLES)[number];

/** A role check passes if any of the user's roles is allowed (spec section 6). */
export function hasAnyRole(roles: readonly string[] | undefined, allowed: readonly TRole[]): boolean {
  return (roles ?? []).some((r) => (allowed as readonly string[]).includes(r));
}
