// The session logic is shared with the admin site (@docapply/ui); the portal keeps its own keys.
export { formatUserName as formatDoctorName, useSession, type TSessionContext } from '@docapply/ui';
