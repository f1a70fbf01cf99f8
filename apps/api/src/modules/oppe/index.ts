/** Ongoing professional practice evaluation (OPPE): each department's indicators, values by CSV import or typed in, each practitioner's report and the chair's signed conclusion, the cycles' job. */
export { createOppeRoutes } from './routes';
export { OPPE_CYCLES_JOB } from './job';
