/** Upload, download and removal of a doctor's files, and the job that removes bytes no file row took. */
export { ABANDONED_FILES_JOB } from './cleanup-job';
export { createFileRoutes } from './routes';
