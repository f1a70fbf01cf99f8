import type { TFormDefinition } from '@docapply/rules';
import { YES_NO } from './options';

export type TPrivilegeSeed = {
  slug: string;
  name: string;
  criteria: string;
  /** Cases in the past 24 months below which the first cases here are proctored. */
  minCases: number;
  caseNoun: string;
  /** The practitioner types who may ask for it (issue 42): physicians unless an NP's, PA's or CRNA's. */
  practitionerTypes: string[];
};

export type TDepartmentSeed = { department: string; privileges: TPrivilegeSeed[] };

const IM = 'Board certified or eligible in internal medicine (ABIM or AOBIM)';
const SURGERY = 'Board certified or eligible in surgery (ABS or AOBS)';
const EM = 'Board certified or eligible in emergency medicine (ABEM or AOBEM)';
const NP = 'Current national certification (AANP or ANCC) and state APRN licence';
const PA = 'Current NCCPA certification and state PA licence';
const CRNA = 'Current NBCRNA certification and state APRN licence';

function privilege(
  slug: string,
  name: string,
  board: string,
  minCases: number,
  caseNoun: string,
  practitionerTypes: string[] = ['physician'],
): TPrivilegeSeed {
  return {
    slug,
    name,
    criteria: `${board}; ${minCases} ${caseNoun} in the past 24 months.`,
    minCases,
    caseNoun,
    practitionerTypes,
  };
}

/** The privilege catalogue every demo hospital starts with. */
export const PRIVILEGE_CATALOGUE: TDepartmentSeed[] = [
  {
    department: 'Internal Medicine',
    privileges: [
      privilege('core-internal-medicine', 'Core internal medicine', IM, 100, 'inpatient encounters'),
      privilege(
        'central-venous-catheter',
        'Central venous catheter insertion',
        IM,
        10,
        'ultrasound-guided central lines',
      ),
      privilege('paracentesis-thoracentesis', 'Paracentesis and thoracentesis', IM, 10, 'procedures'),
      privilege('lumbar-puncture', 'Lumbar puncture', IM, 5, 'lumbar punctures'),
      privilege('np-history-physical', 'NP: History and physical examination', NP, 50, 'patient encounters', [
        'np',
      ]),
      privilege(
        'np-diagnostic-tests',
        'NP: Order and interpret diagnostic tests',
        NP,
        50,
        'patient encounters with tests ordered',
        ['np'],
      ),
    ],
  },
  {
    department: 'General Surgery',
    privileges: [
      privilege('core-general-surgery', 'Core general surgery', SURGERY, 50, 'major operations'),
      privilege(
        'laparoscopic-cholecystectomy',
        'Laparoscopic cholecystectomy',
        SURGERY,
        20,
        'cholecystectomies',
      ),
      privilege('hernia-repair', 'Open and laparoscopic hernia repair', SURGERY, 20, 'hernia repairs'),
      privilege('gi-endoscopy', 'Upper and lower GI endoscopy', SURGERY, 50, 'endoscopies'),
      privilege('pa-first-assist', 'PA: First assist in surgery', PA, 25, 'operations as first assistant', [
        'pa',
      ]),
      // The demo hospitals have no anesthesia department: a CRNA's anesthesia is asked where the
      // operations are. Nor an obstetrics one, so no CNM privilege is seeded.
      privilege(
        'crna-surgical-anesthesia',
        'CRNA: General and regional anesthesia for surgery',
        CRNA,
        50,
        'anesthetics administered',
        ['crna'],
      ),
    ],
  },
  {
    department: 'Emergency Medicine',
    privileges: [
      privilege(
        'core-emergency-medicine',
        'Core emergency medicine',
        EM,
        500,
        'emergency department encounters',
      ),
      privilege(
        'procedural-sedation',
        'Moderate and deep procedural sedation',
        `${EM}; current ACLS and PALS`,
        20,
        'sedations',
      ),
      privilege(
        'point-of-care-ultrasound',
        'Emergency point-of-care ultrasound',
        EM,
        25,
        'documented ultrasound studies',
      ),
      privilege('endotracheal-intubation', 'Endotracheal intubation', EM, 10, 'intubations'),
      privilege('pa-simple-laceration', 'PA: Suturing of simple lacerations', PA, 10, 'laceration repairs', [
        'pa',
      ]),
    ],
  },
];

export function privilegeFormKey(slug: string): string {
  return `privilege-${slug}`;
}

/** The short form a doctor fills when picking a privilege: volume, proctor if below it, attestation. */
export function createPrivilegeForm(privilege: TPrivilegeSeed): TFormDefinition {
  return {
    sections: [
      {
        key: 'P',
        title: privilege.name,
        description: `Criteria: ${privilege.criteria}`,
        items: [
          {
            name: 'casesPast24Months',
            type: 'number',
            label: `Number of ${privilege.caseNoun} in the past 24 months`,
            required: true,
            width: 6,
          },
          {
            name: 'meetsVolume',
            type: 'radio',
            label: `At least ${privilege.minCases} ${privilege.caseNoun} in the past 24 months?`,
            required: true,
            options: YES_NO,
          },
          {
            name: 'supervisingPhysician',
            type: 'text',
            label: 'Supervising physician for your first cases here',
            helperText: 'Name of a physician holding this privilege here who agrees to proctor you.',
            required: true,
            maxLength: 200,
            showWhen: { field: 'meetsVolume', equals: 'no' },
          },
          {
            name: 'attestation',
            type: 'checkbox',
            label: 'I attest that I meet the criteria above and that the case numbers are accurate.',
            required: true,
          },
        ],
      },
    ],
  };
}
