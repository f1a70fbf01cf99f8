import { describe, expect, it } from 'vitest';
import { checkFormDefinition, computeRedFlags, type TFormAnswers, type TRedFlagInput } from '../src';
import { edit, fieldAt } from './fixtures/form-edit';
import { APPLICATION, NOW, createCleanInput } from './fixtures/red-flag-forms';

/** The clean application with some of its answers changed. */
function withAnswers(answers: TFormAnswers, change: (input: TRedFlagInput) => void = () => undefined) {
  const input = createCleanInput();
  input.forms[0].answers = { ...input.forms[0].answers, ...answers };
  change(input);
  return computeRedFlags(input, NOW);
}

const work = (...periods: [string, string][]) =>
  periods.map(([startDate, endDate]) => ({ institution: 'Clinic', startDate, endDate }));

describe('computeRedFlags', () => {
  it('raises nothing for a clean application', () => {
    expect(computeRedFlags(createCleanInput(), NOW)).toEqual([]);
  });

  it('flags a "Yes" disclosure with the question and a link to it', () => {
    expect(withAnswers({ licenceAction: 'yes', licenceActionExplanation: 'Probation in 2015.' })).toEqual([
      {
        code: 'disclosure-yes',
        severity: 'high',
        message: 'Answered "Yes": Has any licence of yours ever been limited, suspended or revoked?',
        place: 'D',
        formKey: 'application',
        fieldKey: 'licenceAction',
      },
    ]);
  });

  it('ignores a flagged answer the doctor cannot see', () => {
    const hidden = edit(APPLICATION, (draft) => {
      fieldAt(draft, 3, 0).showWhen = { field: 'legalName', equals: 'Someone else' };
    });
    const flags = withAnswers({ licenceAction: 'yes' }, (input) => {
      input.forms[0].definition = hidden;
    });
    expect(flags).toEqual([]);
  });

  it('flags malpractice claims with the number of claims listed', () => {
    const claims = [{ summary: 'Missed fracture, settled' }, { summary: 'Open' }];
    expect(withAnswers({ hasClaims: 'yes', claims })).toEqual([
      expect.objectContaining({
        code: 'malpractice-claim',
        severity: 'high',
        message:
          'Answered "Yes": Any malpractice claims, suits or settlements in the past 10 years? (Claim entries listed: 2)',
        place: 'C',
        fieldKey: 'hasClaims',
      }),
    ]);
  });

  it('flags any answer a hospital marked, in a form of its own (a survey checkbox)', () => {
    const flags = withAnswers({}, (input) => {
      input.forms.push({
        kind: 'survey',
        key: 'survey',
        definition: {
          sections: [
            {
              key: 'S',
              title: 'Survey',
              items: [{ name: 'acls', type: 'checkbox', label: 'My ACLS is current', flagWhen: ['false'] }],
            },
          ],
        },
        answers: { acls: 'false' },
      });
    });
    expect(flags).toEqual([
      expect.objectContaining({
        code: 'disclosure-yes',
        message: 'Answered "Not ticked": My ACLS is current',
        place: 'survey',
        formKey: 'survey',
        fieldKey: 'acls',
      }),
    ]);
  });
});

describe('computeRedFlags: gaps in education and work history', () => {
  it('flags a gap over six months between training and work, linking to the position after it', () => {
    expect(withAnswers({ workHistory: work(['2014-03-01', '']) })).toEqual([
      {
        code: 'history-gap',
        severity: 'medium',
        message: 'Gap of 8 months in education and work history: 06/30/2013 to 03/01/2014',
        place: 'C',
        formKey: 'application',
        fieldKey: 'workHistory',
      },
    ]);
  });

  it('allows six months exactly, flags a day more', () => {
    expect(withAnswers({ workHistory: work(['2013-12-30', '']) })).toEqual([]);
    expect(withAnswers({ workHistory: work(['2013-12-31', '']) })).toHaveLength(1);
  });

  it('flags a gap after graduation and the time since the last position ended', () => {
    const flags = withAnswers({
      graduationDate: '2009-01-01',
      workHistory: work(['2013-08-01', '2024-01-31']),
    });
    expect(flags.map((flag) => [flag.message, flag.fieldKey])).toEqual([
      ['Gap of 18 months in education and work history: 01/01/2009 to 07/01/2010', 'training'],
      ['No training or work listed since 01/31/2024 (16 months)', 'workHistory'],
    ]);
  });

  it('merges overlapping periods in any order', () => {
    const workHistory = work(['2020-01-01', ''], ['2012-01-01', '2016-01-01'], ['2015-06-01', '2020-03-01']);
    expect(withAnswers({ workHistory })).toEqual([]);
  });
});

describe('computeRedFlags: privileges', () => {
  it('flags fewer cases than the privilege requires', () => {
    const flags = withAnswers({}, (input) => {
      input.privileges[0].answers = { casesPast24Months: '40', meetsVolume: 'no' };
    });
    expect(flags).toEqual([
      {
        code: 'privilege-criterion-unmet',
        severity: 'high',
        message: 'Core internal medicine: 40 cases reported; the criteria ask for at least 100 in 24 months',
        place: 'privileges',
        formKey: 'privilege-core-im',
        fieldKey: 'casesPast24Months',
      },
    ]);
  });

  it('flags board certification a privilege requires, once for all of them, and not when none does', () => {
    const flags = withAnswers({ boardStatus: 'eligible' }, (input) => {
      input.privileges.push({
        name: 'Lumbar puncture',
        requirements: { boardCertification: true },
        form: null,
        answers: {},
      });
    });
    expect(flags).toEqual([
      expect.objectContaining({
        code: 'privilege-criterion-unmet',
        message:
          'Board certification required by Core internal medicine, Lumbar puncture; answered "Board eligible": Board certification',
        place: 'B',
        formKey: 'application',
        fieldKey: 'boardStatus',
      }),
    ]);
    const notRequired = withAnswers({ boardStatus: 'none' }, (input) => {
      input.privileges[0].requirements = {};
    });
    expect(notRequired).toEqual([]);
  });
});

describe('computeRedFlags: by practitioner type (issue 42)', () => {
  const NP = { name: 'Nurse practitioner', category: 'advanced_practice' } as const;
  /** The application with the NP and PA form's certification questions in section B. */
  const CERTIFIED_APPLICATION = edit(APPLICATION, (draft) => {
    draft.sections[1].items.push(
      {
        name: 'certificationNumber',
        type: 'text',
        label: 'Certification number',
        profileKey: 'certification.number',
      },
      {
        name: 'certificationExpiry',
        type: 'date',
        label: 'Certification expiry date',
        profileKey: 'certification.expiry',
      },
    );
  });
  const asNp = (answers: TFormAnswers) =>
    withAnswers(answers, (input) => {
      input.practitioner = NP;
      input.forms[0].definition = CERTIFIED_APPLICATION;
    });

  it('asks board certification of physicians only', () => {
    const board = (practitioner: TRedFlagInput['practitioner']) =>
      withAnswers({ boardStatus: 'none', certificationNumber: 'NCC-1' }, (input) => {
        input.practitioner = practitioner;
        input.forms[0].definition = CERTIFIED_APPLICATION;
      }).filter((flag) => flag.fieldKey === 'boardStatus');
    expect(board(undefined)).toHaveLength(1);
    expect(board({ name: 'Physician', category: 'physician' })).toEqual([
      expect.objectContaining({ code: 'privilege-criterion-unmet', place: 'B' }),
    ]);
    expect(board(NP)).toEqual([]);
    expect(board({ name: 'Psychologist', category: 'other' })).toEqual([]);
  });

  it('flags an advanced practice professional without a national certification, on any form', () => {
    expect(asNp({ certificationNumber: ' ' })).toEqual([
      {
        code: 'certification-missing',
        severity: 'high',
        message: 'Nurse practitioner: no national certification in the application',
        place: 'B',
        formKey: 'application',
        fieldKey: 'certificationNumber',
      },
    ]);
    // A physicians' form that does not ask it: the flag points at the application.
    const onPhysicianForm = withAnswers({}, (input) => {
      input.practitioner = NP;
    });
    expect(onPhysicianForm).toEqual([
      expect.objectContaining({ code: 'certification-missing', formKey: 'application', fieldKey: null }),
    ]);
    // Nobody else is asked for one.
    expect(
      withAnswers({}, (input) => {
        input.practitioner = { name: 'Dentist', category: 'other' };
      }),
    ).toEqual([]);
  });

  it('flags a national certification expired before today, not one expiring today', () => {
    expect(asNp({ certificationNumber: 'F0514123', certificationExpiry: '2025-06-14' })).toEqual([
      {
        code: 'certification-expired',
        severity: 'high',
        message: 'National certification F0514123 expired on 06/14/2025: Certification expiry date',
        place: 'B',
        formKey: 'application',
        fieldKey: 'certificationExpiry',
      },
    ]);
    expect(asNp({ certificationNumber: 'F0514123', certificationExpiry: '2025-06-15' })).toEqual([]);
    expect(asNp({ certificationNumber: 'F0514123' })).toEqual([]);
  });

  it('flags a CRNA and a CNM as any advanced practice professional: missing or expired certification', () => {
    const as = (name: string, answers: TFormAnswers) =>
      withAnswers(answers, (input) => {
        input.practitioner = { name, category: 'advanced_practice' };
        input.forms[0].definition = CERTIFIED_APPLICATION;
      });
    const CRNA = 'Certified registered nurse anesthetist (CRNA)';
    const CNM = 'Certified nurse-midwife (CNM)';
    expect(as(CRNA, {})).toEqual([
      expect.objectContaining({
        code: 'certification-missing',
        message: `${CRNA}: no national certification in the application`,
        fieldKey: 'certificationNumber',
      }),
    ]);
    expect(as(CNM, {})).toEqual([
      expect.objectContaining({
        code: 'certification-missing',
        message: `${CNM}: no national certification in the application`,
      }),
    ]);
    expect(as(CRNA, { certificationNumber: '123456', certificationExpiry: '2024-12-31' })).toEqual([
      expect.objectContaining({
        code: 'certification-expired',
        message: 'National certification 123456 expired on 12/31/2024: Certification expiry date',
      }),
    ]);
    expect(as(CNM, { certificationNumber: 'AMCB-9', certificationExpiry: '2025-06-14' })).toEqual([
      expect.objectContaining({ code: 'certification-expired', fieldKey: 'certificationExpiry' }),
    ]);
    expect(as(CNM, { certificationNumber: 'AMCB-9', certificationExpiry: '2027-06-14' })).toEqual([]);
  });
});

describe('computeRedFlags: documents', () => {
  const licence = (expiryDate: string) => ({
    licences: [{ state: 'IL', expiryDate, licenceCopy: 'file-1' }],
  });

  it.each([
    ['2025-06-14', 'document-expired', 'high', 'State medical licence — IL expired on 06/14/2025'],
    ['2025-06-15', 'document-expiring', 'medium', 'State medical licence — IL expires today (06/15/2025)'],
    [
      '2025-08-14',
      'document-expiring',
      'medium',
      'State medical licence — IL expires on 08/14/2025, in 60 days',
    ],
  ])('flags a licence expiring %s as %s', (date, code, severity, message) => {
    expect(withAnswers(licence(date))).toEqual([
      { code, severity, message, place: 'B', formKey: 'application', fieldKey: 'licences' },
    ]);
  });

  it('leaves a document valid for more than 60 days alone', () => {
    expect(withAnswers(licence('2025-08-15'))).toEqual([]);
  });
});

describe('computeRedFlags: references and coverage', () => {
  it('flags a declined reference, and the minimum no longer met', () => {
    const flags = withAnswers({}, (input) => {
      input.references[1] = { name: 'Dr. Ben Ode', state: 'declined', answers: null };
    });
    expect(flags).toEqual([
      {
        code: 'references-below-minimum',
        severity: 'high',
        message: '1 of the 2 required references completed',
        place: 'references',
        formKey: null,
        fieldKey: null,
      },
      {
        code: 'reference-declined',
        severity: 'medium',
        message: 'Dr. Ben Ode declined to give a reference',
        place: 'references',
        formKey: null,
        fieldKey: null,
      },
    ]);
  });

  it('flags a reference answered with reservations', () => {
    const flags = withAnswers({}, (input) => {
      input.references[0].answers = { recommend: 'with-reservations' };
    });
    expect(flags).toEqual([
      {
        code: 'reference-reservations',
        severity: 'medium',
        message:
          'Reference Dr. Ann Lee answered "Yes, with reservations": Would you recommend the applicant?',
        place: 'references',
        formKey: 'reference',
        fieldKey: 'recommend',
      },
    ]);
  });

  it('counts references still unanswered as missing against the minimum', () => {
    const flags = withAnswers({}, (input) => {
      input.minReferences = 3;
      input.references.push({ name: 'Dr. Dee Fox', state: 'sent', answers: null });
    });
    expect(flags.map((flag) => flag.message)).toEqual(['2 of the 3 required references completed']);
  });

  it('flags a covering physician who declined or does not agree', () => {
    const declined = withAnswers({}, (input) => {
      input.coverage = { name: 'Dr. Cy Park', state: 'declined', answers: null };
    });
    expect(declined.map((flag) => [flag.code, flag.message])).toEqual([
      ['coverage-declined', 'Dr. Cy Park declined to be the covering physician'],
    ]);
    const disagrees = withAnswers({}, (input) => {
      input.coverage = { name: 'Dr. Cy Park', state: 'completed', answers: { agreeToCover: 'no' } };
    });
    expect(disagrees.map((flag) => [flag.code, flag.message, flag.fieldKey])).toEqual([
      [
        'coverage-declined',
        'Covering physician Dr. Cy Park answered "No": Do you agree to cover?',
        'agreeToCover',
      ],
    ]);
  });
});

describe('computeRedFlags: order', () => {
  it('lists high flags first, then by place on the review', () => {
    const flags = withAnswers({
      workHistory: work(['2014-03-01', '']),
      licenceAction: 'yes',
      hasClaims: 'yes',
    });
    expect(flags.map((flag) => [flag.severity, flag.place, flag.code])).toEqual([
      ['high', 'C', 'malpractice-claim'],
      ['high', 'D', 'disclosure-yes'],
      ['medium', 'C', 'history-gap'],
    ]);
  });
});

describe('checkFormDefinition: red flag answers', () => {
  const withFlag = (field: Record<string, unknown>) =>
    checkFormDefinition(
      {
        sections: [
          { key: 'S', title: 'Survey', items: [{ name: 'q', label: 'Question', ...field } as never] },
        ],
      },
      { kind: 'survey' },
    );
  const yesNo = [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ];

  it('accepts options of a choice and ticked or not of a checkbox', () => {
    expect(withFlag({ type: 'radio', options: yesNo, flagWhen: ['yes'] })).toEqual([]);
    expect(withFlag({ type: 'checkbox', flagWhen: ['false'] })).toEqual([]);
  });

  it.each([
    [{ type: 'text', flagWhen: ['yes'] }, 'Only a choice, drop-down or checkbox field raises a red flag'],
    [{ type: 'radio', options: yesNo, flagWhen: [] }, 'Choose at least one answer'],
    [{ type: 'select', options: yesNo, flagWhen: ['maybe'] }, '"maybe" is not an answer of this field'],
    [{ type: 'checkbox', flagWhen: ['yes'] }, '"yes" is not an answer of this field'],
  ])('refuses %j', (field, message) => {
    expect(withFlag(field)).toEqual([{ path: 'sections.0.items.0.flagWhen', message }]);
  });
});
