/** Committee meetings: the agenda from the files ready for a step, one packet, attendance, quorum, votes and minutes. */
export { createMeetingRoutes } from './routes';
export { MEETING_PACKETS_JOB } from './send-packet';
