/** A reappointment's practice evidence: the FPPEs and OPPE cycles of the appointment it renews, and the privileges it shows no activity in. */
export { createPracticeEvidenceRoutes } from './routes';
export { loadPracticeEvidence } from './evidence';
