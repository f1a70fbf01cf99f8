import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';
const showDay = (day: string) => formatDateTime(day, DATE_DISPLAY_FORMAT);

/** To the doctor when the office sends the letter: where to read and download it. */
export function createDecisionLetterMail({
  firstName,
  hospitalName,
  link,
}: {
  firstName: string;
  hospitalName: string;
  /** The doctor's application page, where the letter is. */
  link: string;
}): TMailContent {
  return {
    subject: `Your decision letter from ${hospitalName}`,
    text:
      `Hello ${firstName},\n\n` +
      `${hospitalName} has sent you the letter with its decision on your application: your appointment, ` +
      'the privileges granted and any conditions, and what to do if you disagree.\n\n' +
      `Download it from your application page:\n\n${link}\n\n` +
      'It stays there for you to download again at any time.' +
      SIGNATURE,
  };
}

export type TLetterWarning = 'week' | 'day' | 'overdue';

/** To the hospital's admins 7 days and 1 day before a letter is due, and once when it is late. */
export function createLetterDeadlineMail({
  warning,
  doctorName,
  hospitalName,
  dueOn,
  link,
}: {
  warning: TLetterWarning;
  doctorName: string;
  hospitalName: string;
  dueOn: string;
  /** The application's review page. */
  link: string;
}): TMailContent {
  const due = showDay(dueOn);
  const when = {
    week: `is due in 7 days, on ${due}`,
    day: `is due tomorrow, ${due}`,
    overdue: `was due on ${due} and has not been sent`,
  }[warning];
  return {
    subject:
      warning === 'overdue'
        ? `Overdue: the decision letter to ${doctorName}`
        : `Reminder: the decision letter to ${doctorName} ${warning === 'week' ? 'is due in 7 days' : 'is due tomorrow'}`,
    text:
      'Hello,\n\n' +
      `The decision letter to ${doctorName} on their application to ${hospitalName} ${when}.\n\n` +
      `Please check it and send it to the doctor from the application's page:\n\n${link}` +
      SIGNATURE,
  };
}
