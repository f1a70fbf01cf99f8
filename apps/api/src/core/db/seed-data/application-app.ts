import type { TFormSection } from '@docapply/rules';
import { YES_NO, stateSelect } from './options';
import { EDUCATION_SECTION } from './application-education';

/**
 * Section B of the advanced practice professionals' application (NP, PA, CRNA, CNM; issue 42): their
 * nursing or PA programme, national certification (AANP or ANCC; NCCPA; NBCRNA; AMCB), state APRN or
 * PA licence and prescriptive authority, in place of the physicians' medical school, ECFMG and
 * boards. A form's options cannot depend on the applicant's type, so the certifying bodies are one
 * list, each named with the type it certifies. The
 * licences, DEA and CV are the physicians' own items (same names and profile keys): an answer given
 * once serves both forms.
 */
const shared = (name: string) => {
  const item = EDUCATION_SECTION.items.find((candidate) => candidate.name === name);
  if (!item) {
    throw new Error(`The physician application has no ${name}`);
  }
  return item;
};

const licences = shared('licences');

export const APP_EDUCATION_SECTION: TFormSection = {
  key: 'B',
  title: 'Education, certification and licensure',
  description: 'Everything here is verified with the issuing programme, certifying body or state.',
  items: [
    {
      name: 'programSchool',
      type: 'text',
      label: 'Nursing or PA programme (school)',
      required: true,
      maxLength: 200,
      profileKey: 'education.programSchool',
    },
    {
      name: 'programDegree',
      type: 'select',
      label: 'Degree',
      required: true,
      options: [
        { value: 'msn', label: 'MSN' },
        { value: 'dnp', label: 'DNP' },
        { value: 'post-masters', label: "Post-master's certificate (APRN)" },
        { value: 'mpas', label: 'MPAS or MS in PA studies' },
        { value: 'mhs', label: 'MHS or MMS (PA)' },
        { value: 'other', label: 'Other' },
      ],
      width: 6,
      profileKey: 'education.programDegree',
    },
    shared('graduationDate'),
    {
      name: 'certifyingBody',
      type: 'select',
      label: 'National certifying body',
      required: true,
      options: [
        { value: 'aanp', label: 'AANP (American Academy of Nurse Practitioners Certification Board)' },
        { value: 'ancc', label: 'ANCC (American Nurses Credentialing Center)' },
        { value: 'nccpa', label: 'NCCPA (National Commission on Certification of Physician Assistants)' },
        {
          value: 'nbcrna',
          label: 'NBCRNA (National Board of Certification and Recertification for Nurse Anesthetists)',
        },
        { value: 'amcb', label: 'AMCB (American Midwifery Certification Board)' },
      ],
      helperText:
        'Nurse practitioners: AANP or ANCC. Physician assistants: NCCPA. Nurse anesthetists: NBCRNA. Nurse-midwives: AMCB.',
      profileKey: 'certification.body',
    },
    {
      name: 'certificationNumber',
      type: 'text',
      label: 'Certification number',
      required: true,
      maxLength: 30,
      width: 6,
      profileKey: 'certification.number',
    },
    {
      name: 'certificationExpiry',
      type: 'date',
      label: 'Certification expiry date',
      required: true,
      past: false,
      future: true,
      width: 6,
      profileKey: 'certification.expiry',
    },
    {
      name: 'certificationCopy',
      type: 'file',
      label: 'National certification certificate',
      required: false,
      helperText: "Optional: a copy of the certificate or the certifying body's verification.",
      expiryField: 'certificationExpiry',
      profileKey: 'certification.certificate',
    },
    {
      ...licences,
      label: 'State APRN or PA licence',
      helperText:
        'Every current APRN or PA licence, in any state (and your RN licence, for NPs, CRNAs and CNMs).',
    },
    shared('hasDea'),
    shared('deaNumber'),
    shared('deaExpiry'),
    shared('deaCertificate'),
    {
      name: 'hasStateCsr',
      type: 'radio',
      label: 'Do you hold a state controlled-substance registration?',
      required: true,
      options: YES_NO,
      profileKey: 'licensure.hasStateCsr',
    },
    stateSelect('stateCsrState', 'Registration state', {
      required: true,
      showWhen: { field: 'hasStateCsr', equals: 'yes' },
      width: 4,
      profileKey: 'licensure.stateCsrState',
    }),
    {
      name: 'stateCsrNumber',
      type: 'text',
      label: 'State controlled-substance registration number',
      required: true,
      maxLength: 30,
      showWhen: { field: 'hasStateCsr', equals: 'yes' },
      width: 4,
      profileKey: 'licensure.stateCsrNumber',
    },
    {
      name: 'stateCsrExpiry',
      type: 'date',
      label: 'Registration expiry date',
      required: true,
      past: false,
      future: true,
      showWhen: { field: 'hasStateCsr', equals: 'yes' },
      width: 4,
      profileKey: 'licensure.stateCsrExpiry',
    },
    {
      ...shared('cv'),
      helperText: 'PDF, with month and year for every position since your nursing or PA programme.',
    },
  ],
};
