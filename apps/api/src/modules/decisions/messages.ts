/** The gate's reasons, as the review and the agenda list them. */
export const GATE_MESSAGES = {
  notVerified: (label: string) => `${label} is not verified.`,
  tooOld: (label: string, verifiedOn: string, days: number, on: string) =>
    `${label} was verified on ${verifiedOn}: more than ${days} days before ${on}.`,
  expired: (label: string, expiresOn: string) => `${label} expired on ${expiresOn}.`,
  references: (minimum: number, answered: number) =>
    `${minimum} references must have answered; ${answered} ${answered === 1 ? 'has' : 'have'}.`,
  npdbLabel: 'NPDB query',
} as const;

/** The history's and the audit trail's words for the route's steps. */
export const ROUTE_NOTES = {
  entered: (step: string) => `Sent to ${step} for a recommendation.`,
  advanced: (from: string, to: string) => `${from} recommended; sent to ${to}.`,
  decided: (step: string) => `Decided by ${step}.`,
} as const;

/** Telemedicine by proxy: what the route says when the board relies on a distant site's decision. */
export const PROXY_NOTES = {
  entered: (site: string, step: string) =>
    `Relying on the privileging decision of ${site} (telemedicine by proxy): sent to ${step}.`,
  notGranted: (site: string) => `${site} did not grant this privilege: the board may only deny or defer it.`,
  voting: 'The board is voting on this file: the distant site’s decision can no longer be replaced.',
} as const;
