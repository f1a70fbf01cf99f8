import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

export function createSubmittedMail({
  firstName,
  hospitalName,
  isResubmission,
  link,
}: {
  firstName: string;
  hospitalName: string;
  isResubmission: boolean;
  link: string;
}): TMailContent {
  const verb = isResubmission ? 'resubmitted' : 'submitted';
  return {
    subject: `Your application to ${hospitalName} was ${verb}`,
    text:
      `Hello ${firstName},\n\n` +
      `Your application to ${hospitalName} was ${verb}. The medical staff office will review it and ` +
      'contact you through DocApply if they need anything else.\n\n' +
      `Follow its status at ${link}` +
      SIGNATURE,
  };
}

export function createNewApplicationMail({
  doctorName,
  hospitalName,
  isResubmission,
  link,
}: {
  doctorName: string;
  hospitalName: string;
  isResubmission: boolean;
  link: string;
}): TMailContent {
  return {
    subject: isResubmission ? `Application resubmitted: ${doctorName}` : `New application: ${doctorName}`,
    text:
      'Hello,\n\n' +
      (isResubmission
        ? `${doctorName} answered your request for information and resubmitted their application to ${hospitalName}. `
        : `${doctorName} submitted an application for medical staff membership at ${hospitalName}. `) +
      `Review it at ${link}` +
      SIGNATURE,
  };
}
