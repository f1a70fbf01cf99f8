import type { TFormKind } from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import { createDisclosuresSection } from './application-disclosures';
import { APP_EDUCATION_SECTION } from './application-app';
import { EDUCATION_SECTION } from './application-education';
import { IDENTITY_SECTION } from './application-identity';
import { PRACTICE_SECTION } from './application-practice';
import { createCoverageForm } from './coverage-form';
import { PRIVILEGE_CATALOGUE, createPrivilegeForm, privilegeFormKey } from './privileges';
import { EVALUATION_FORM } from './evaluation-form';
import { REFERENCE_FORM } from './reference-form';
import { SURVEY_FORM } from './survey-form';

export type TDefaultForm = {
  kind: TFormKind;
  key: string;
  title: string;
  definition: TFormDefinition;
  /** Empty (left out): every practitioner type. */
  practitionerTypes?: string[];
};

/** The advanced practice professionals' application form's key (NP, PA, CRNA and CNM, issue 42). */
export const APP_APPLICATION_KEY = 'application-app';
/** The practitioner types the seeded APP application is for. */
export const APP_APPLICATION_TYPES = ['np', 'pa', 'crna', 'cnm'] as const;

export function createApplicationForm(hospitalName: string): TFormDefinition {
  return {
    sections: [IDENTITY_SECTION, EDUCATION_SECTION, PRACTICE_SECTION, createDisclosuresSection(hospitalName)],
  };
}

/** The physicians' application with section B for APPs (NP, PA, CRNA, CNM), and section A naming their state licence. */
function createAppApplicationForm(hospitalName: string): TFormDefinition {
  return {
    sections: [
      {
        ...IDENTITY_SECTION,
        description: 'Your name exactly as it appears on your state licence, and how we can reach you.',
      },
      APP_EDUCATION_SECTION,
      PRACTICE_SECTION,
      createDisclosuresSection(hospitalName),
    ],
  };
}

/** Every form a demo hospital starts with, keyed as the forms API looks them up. */
export function createDefaultForms(hospitalName: string): TDefaultForm[] {
  return [
    {
      kind: 'application',
      key: 'application',
      title: 'Application for medical staff appointment',
      definition: createApplicationForm(hospitalName),
    },
    {
      kind: 'application',
      key: APP_APPLICATION_KEY,
      title: 'Application for advanced practice appointment (NP, PA, CRNA, CNM)',
      definition: createAppApplicationForm(hospitalName),
      practitionerTypes: [...APP_APPLICATION_TYPES],
    },
    { kind: 'survey', key: 'survey', title: 'Pre-appointment survey', definition: SURVEY_FORM },
    { kind: 'reference', key: 'reference', title: 'Peer reference', definition: REFERENCE_FORM },
    { kind: 'evaluation', key: 'evaluation', title: 'FPPE case evaluation', definition: EVALUATION_FORM },
    {
      kind: 'coverage',
      key: 'coverage',
      title: 'Alternative coverage agreement',
      definition: createCoverageForm(hospitalName),
    },
    ...PRIVILEGE_CATALOGUE.flatMap(({ privileges }) =>
      privileges.map((privilege): TDefaultForm => ({
        kind: 'privilege',
        key: privilegeFormKey(privilege.slug),
        title: `${privilege.name} privilege request`,
        definition: createPrivilegeForm(privilege),
      })),
    ),
  ];
}
