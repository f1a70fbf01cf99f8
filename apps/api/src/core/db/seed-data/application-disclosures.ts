import type { TFormSection } from '@docapply/rules';
import { yesNoExplained } from './options';

/** Section D of the application: the disclosure questions and the attestation. */
export function createDisclosuresSection(hospitalName: string): TFormSection {
  return {
    key: 'D',
    title: 'Disclosures and attestation',
    description:
      'Answer every question. A "Yes" does not by itself prevent appointment; an unexplained or ' +
      'inaccurate answer may. You sign with your typed full name when you submit.',
    items: [
      ...yesNoExplained(
        'licenceAction',
        'Has any licence, registration (including DEA) or board certification of yours ever been denied, ' +
          'limited, suspended, revoked, placed on probation or voluntarily surrendered?',
        'Explain the licence action',
      ),
      ...yesNoExplained(
        'excluded',
        'Have you ever been excluded, suspended or debarred from Medicare, Medicaid or any federal ' +
          'program (OIG exclusion list, SAM.gov)?',
        'Explain the exclusion',
      ),
      ...yesNoExplained(
        'privilegesDenied',
        'Have your clinical privileges or medical staff membership anywhere ever been denied, limited, ' +
          'suspended, revoked or not renewed, or did you resign them while under investigation?',
        'Explain the privileges action',
      ),
      ...yesNoExplained(
        'convicted',
        'Have you ever been convicted of, or pleaded guilty or no contest to, a felony or a misdemeanor ' +
          'other than a minor traffic violation?',
        'Explain the conviction',
      ),
      ...yesNoExplained(
        'healthCondition',
        'Do you have any physical or mental health condition, including substance use, that currently ' +
          'affects your ability to practice safely, with or without reasonable accommodation?',
        'Explain the condition and any accommodation',
      ),
      {
        name: 'attestation',
        type: 'checkbox',
        label:
          `I attest that this application is complete and correct, and I authorize ${hospitalName} to ` +
          'verify it with primary sources and to request information about me from the bodies named in it.',
        required: true,
      },
    ],
  };
}
