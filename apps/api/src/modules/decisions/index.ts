/** The privileging decision: each hospital's route of steps, recommendations per privilege, recusals, votes, the ready-for-committee gate, and the last step's decision. */
export { enterRoute, hasDecisionRoute } from './flow';
export { DECISION_EVENTS } from './proxy-events';
export { getCommitteeGate } from './gate';
export { CLOSE_ELECTRONIC_VOTES_JOB } from './jobs';
export { recordMeetingVotes, type TMeetingVotesInput } from './votes';
export { createDecisionRoutes } from './routes';
export { getRoutePosition } from './views';
