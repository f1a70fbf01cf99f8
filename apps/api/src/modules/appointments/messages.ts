/** What the appointment endpoints answer when they refuse. */
export const APPOINTMENT_MESSAGES = {
  notFound: 'Appointment not found.',
  notReappointment: 'This application is not a reappointment.',
  alreadyRenewed: 'This appointment was already renewed or has ended.',
  notOpenYet: (date: string) => `Reappointment opens on ${date}.`,
  otherOpenApplication: (hospitalName: string) =>
    `You already have an open application at ${hospitalName}. Finish it before you apply for reappointment.`,
  noApplicationForm: 'This hospital has not published its application form yet.',
  documentsChanged: 'Your documents changed while the reappointment was being started. Try again.',
} as const;

/** The status history's notes for each step of an appointment (the application's timeline). */
export const APPOINTMENT_HISTORY_NOTES = {
  recorded: (startsOn: string, endsOn: string) => `Appointment recorded from ${startsOn} to ${endsOn}.`,
  invited: (endsOn: string) => `Invited to apply for reappointment: the appointment ends on ${endsOn}.`,
  lapsed: (endsOn: string) => `The appointment ended on ${endsOn} without reappointment.`,
  renewed: (on: string) => `Appointment renewed by the reappointment approved on ${on}.`,
  started: (approvedOn: string) =>
    `Reappointment started, prefilled from the application approved on ${approvedOn}.`,
} as const;
