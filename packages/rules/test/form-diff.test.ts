import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { diffFormDefinitions, type TFormChange, type TFormDefinition } from '../src';
import { arbitraryDefinition } from './fixtures/arbitraries';
import { edit, fieldAt as field, groupAt as group } from './fixtures/form-edit';
import { APPLICATION_FORM, PRIVILEGE_FORM } from './fixtures/hospital-forms';

const BADGE = { name: 'badgePhoto', type: 'file', label: 'Hospital ID badge photo', required: true } as const;

function fieldChange(
  type: TFormChange['type'],
  section: string,
  name: string,
  label: string,
  details: string[] = [],
): TFormChange {
  return { type, target: 'field', section, name, label, details };
}

describe('diffFormDefinitions: identical versions', () => {
  it('finds nothing between a form and its copy', () => {
    expect(diffFormDefinitions(APPLICATION_FORM, structuredClone(APPLICATION_FORM))).toEqual([]);
  });

  it('finds nothing between any generated form and itself', () => {
    fc.assert(
      fc.property(arbitraryDefinition, (definition) => {
        expect(diffFormDefinitions(definition, definition)).toEqual([]);
        expect(diffFormDefinitions(definition, structuredClone(definition))).toEqual([]);
      }),
    );
  });

  it('lists as added and removed exactly the top-level names only one version has', () => {
    const topLevel = (definition: TFormDefinition) =>
      new Set(definition.sections.flatMap((section) => section.items.map((item) => item.name)));
    const names = (changes: TFormChange[], type: TFormChange['type']) =>
      changes
        .filter((c) => c.type === type && c.target === 'field' && !c.name?.includes('.'))
        .map((c) => c.name);
    fc.assert(
      fc.property(arbitraryDefinition, arbitraryDefinition, (from, to) => {
        const changes = diffFormDefinitions(from, to);
        const [before, after] = [topLevel(from), topLevel(to)];
        expect(names(changes, 'added').sort()).toEqual([...after].filter((n) => !before.has(n)).sort());
        expect(names(changes, 'removed').sort()).toEqual([...before].filter((n) => !after.has(n)).sort());
      }),
    );
  });

  it('treats a default written out as the default', () => {
    const explicit = edit(PRIVILEGE_FORM, (d) => {
      Object.assign(field(d, 0, 0), { required: true, past: true, future: false, width: 12, kind: 'field' });
    });
    expect(diffFormDefinitions(PRIVILEGE_FORM, explicit)).toEqual([]);
  });
});

describe('diffFormDefinitions: fields', () => {
  it('lists an added field', () => {
    const to = edit(APPLICATION_FORM, (d) => void d.sections[0].items.push(BADGE));
    expect(diffFormDefinitions(APPLICATION_FORM, to)).toEqual([
      fieldChange('added', 'A', 'badgePhoto', 'Hospital ID badge photo'),
    ]);
  });

  it('lists a removed field where it was, with the label it had, before one added in its place', () => {
    const to = edit(PRIVILEGE_FORM, (d) => void d.sections[0].items.splice(1, 1, BADGE));
    expect(diffFormDefinitions(PRIVILEGE_FORM, to)).toEqual([
      fieldChange('removed', 'P', 'meetsVolume', 'At least 5?'),
      fieldChange('added', 'P', 'badgePhoto', 'Hospital ID badge photo'),
    ]);
  });

  it('describes each changed property in words', () => {
    const to = edit(APPLICATION_FORM, (d) => {
      Object.assign(field(d, 1, 2), { label: 'DEA registration number', required: true, maxLength: 9 });
      field(d, 1, 3).options = [
        { value: 'certified', label: 'Board certified' },
        { value: 'eligible', label: 'Eligible' },
        { value: 'other', label: 'Other' },
      ];
      Object.assign(field(d, 0, 0), { type: 'textarea', placeholder: 'As on your licence' });
      field(d, 1, 4).showWhen = { field: 'hasDea', equals: 'yes' };
    });
    expect(diffFormDefinitions(APPLICATION_FORM, to)).toEqual([
      fieldChange('changed', 'A', 'legalFirstName', 'Legal first name', [
        'type: text → textarea',
        'placeholder: none → "As on your licence"',
      ]),
      fieldChange('changed', 'B', 'deaNumber', 'DEA registration number', [
        'label: "DEA number" → "DEA registration number"',
        'required: no → yes',
        'max length: none → 9',
      ]),
      fieldChange('changed', 'B', 'boardStatus', 'Board status', [
        'options: added "Other"; removed "Neither"; renamed "Certified" → "Board certified"',
      ]),
      fieldChange('changed', 'B', 'boardName', 'Board', [
        'shown when: "Board status" is "Certified" or "Eligible" → "Do you hold a DEA registration?" is "Yes"',
      ]),
    ]);
  });

  it('says when options only changed order, and when an item became a group', () => {
    const to = edit(PRIVILEGE_FORM, (d) => {
      field(d, 0, 1).options?.reverse();
      d.sections[0].items[3] = {
        kind: 'group',
        name: 'attestation',
        label: 'I attest',
        fields: [{ name: 'who', type: 'text', label: 'Who' }],
      };
    });
    expect(diffFormDefinitions(PRIVILEGE_FORM, to)).toEqual([
      fieldChange('changed', 'P', 'meetsVolume', 'At least 5?', ['options: reordered']),
      fieldChange('changed', 'P', 'attestation', 'I attest', ['type: checkbox → group']),
    ]);
  });

  it('lists a field moved to another section, changed too', () => {
    const to = edit(APPLICATION_FORM, (d) => {
      field(d, 0, 2).required = false;
      d.sections[3].items.unshift(...d.sections[0].items.splice(2, 1));
    });
    expect(diffFormDefinitions(APPLICATION_FORM, to)).toEqual([
      fieldChange('changed', 'D', 'npi', 'NPI number', ['required: yes → no']),
      fieldChange('moved', 'D', 'npi', 'NPI number', ['section: A → D']),
    ]);
  });

  it('lists a field dragged to another place in its section, not the ones it passed', () => {
    const to = edit(PRIVILEGE_FORM, (d) => {
      const [cases] = d.sections[0].items.splice(0, 1);
      d.sections[0].items.splice(2, 0, cases);
    });
    expect(diffFormDefinitions(PRIVILEGE_FORM, to)).toEqual([
      fieldChange('moved', 'P', 'casesPast24Months', 'Lumbar punctures in 24 months', [
        'position: now after "Supervising physician"',
      ]),
    ]);
    const first = edit(
      PRIVILEGE_FORM,
      (d) => void d.sections[0].items.unshift(...d.sections[0].items.splice(3, 1)),
    );
    expect(diffFormDefinitions(PRIVILEGE_FORM, first)).toEqual([
      fieldChange('moved', 'P', 'attestation', 'I attest', ['position: now first']),
    ]);
  });

  it('does not call fields moved when only an added or removed one shifted them', () => {
    const to = edit(PRIVILEGE_FORM, (d) => {
      d.sections[0].items.splice(0, 1);
      d.sections[0].items.splice(1, 0, BADGE);
    });
    expect(diffFormDefinitions(PRIVILEGE_FORM, to)).toEqual([
      fieldChange('removed', 'P', 'casesPast24Months', 'Lumbar punctures in 24 months'),
      fieldChange('added', 'P', 'badgePhoto', 'Hospital ID badge photo'),
    ]);
  });
});

describe('diffFormDefinitions: groups', () => {
  it('names a group’s fields group.field, after the group’s own changes', () => {
    const to = edit(APPLICATION_FORM, (d) => {
      const licences = group(d, 1, 0);
      licences.maxItems = 10;
      licences.fields.splice(2, 1, { name: 'board', type: 'text', label: 'Issuing board' });
      licences.fields[1].required = false;
      licences.fields.push(...licences.fields.splice(0, 1));
    });
    expect(diffFormDefinitions(APPLICATION_FORM, to)).toEqual([
      fieldChange('changed', 'B', 'stateLicences', 'State medical licence', ['maximum entries: 15 → 10']),
      fieldChange('changed', 'B', 'stateLicences.number', 'Licence number', ['required: yes → no']),
      fieldChange('removed', 'B', 'stateLicences.status', 'Status'),
      fieldChange('added', 'B', 'stateLicences.board', 'Issuing board'),
      fieldChange('moved', 'B', 'stateLicences.state', 'State', [
        'position: now after "Copy of the licence"',
      ]),
    ]);
  });

  it('lists an added or removed group once, without its fields', () => {
    const to = edit(APPLICATION_FORM, (d) => {
      d.sections[2].items.splice(0, 1);
      d.sections[2].items.push({
        kind: 'group',
        name: 'affiliations',
        label: 'Hospital affiliation',
        fields: [{ name: 'hospital', type: 'text', label: 'Hospital' }],
      });
    });
    expect(diffFormDefinitions(APPLICATION_FORM, to)).toEqual([
      fieldChange('removed', 'C', 'workHistory', 'Position'),
      fieldChange('added', 'C', 'affiliations', 'Hospital affiliation'),
    ]);
  });
});

describe('diffFormDefinitions: sections', () => {
  const section = (type: TFormChange['type'], key: string, label: string, details: string[] = []) => ({
    type,
    target: 'section',
    section: key,
    name: null,
    label,
    details,
  });

  it('lists a changed title and description', () => {
    const to = edit(APPLICATION_FORM, (d) => {
      d.sections[1].title = 'Licensure';
      d.sections[0].description = undefined;
    });
    expect(diffFormDefinitions(APPLICATION_FORM, to)).toEqual([
      section('changed', 'A', 'Identity and contact', [
        'description: "Your name exactly as it appears on your medical licence." → none',
      ]),
      section('changed', 'B', 'Licensure', ['title: "Education and licensure" → "Licensure"']),
    ]);
  });

  it('lists an added and a removed section with their fields, where they are and were', () => {
    const to = edit(PRIVILEGE_FORM, (d) => {
      d.sections.unshift({ key: 'Q', title: 'Proctoring', items: [BADGE] });
    });
    expect(diffFormDefinitions(PRIVILEGE_FORM, to)).toEqual([
      section('added', 'Q', 'Proctoring'),
      fieldChange('added', 'Q', 'badgePhoto', 'Hospital ID badge photo'),
    ]);
    expect(diffFormDefinitions(to, PRIVILEGE_FORM)).toEqual([
      section('removed', 'Q', 'Proctoring'),
      fieldChange('removed', 'Q', 'badgePhoto', 'Hospital ID badge photo'),
    ]);
  });

  it('lists a reordered section as moved, its fields as they were', () => {
    const to = edit(APPLICATION_FORM, (d) => void d.sections.push(...d.sections.splice(1, 1)));
    expect(diffFormDefinitions(APPLICATION_FORM, to)).toEqual([
      section('moved', 'B', 'Education and licensure', ['position: now after "Disclosures and attestation"']),
    ]);
  });

  it('puts every change in the new version’s order, a removed one after what preceded it', () => {
    const to = edit(APPLICATION_FORM, (d) => {
      d.sections[3].items.splice(0, 2);
      d.sections[0].items.splice(1, 1);
      d.sections[0].items.unshift(BADGE);
      field(d, 3, 0).required = false;
      d.sections.splice(2, 1);
    });
    expect(diffFormDefinitions(APPLICATION_FORM, to)).toEqual([
      fieldChange('added', 'A', 'badgePhoto', 'Hospital ID badge photo'),
      fieldChange('removed', 'A', 'dateOfBirth', 'Date of birth'),
      section('removed', 'C', 'Practice history'),
      fieldChange('removed', 'C', 'workHistory', 'Position'),
      fieldChange('removed', 'C', 'hasGap', 'Any gap in practice over six months?'),
      fieldChange('removed', 'C', 'hasGapExplanation', 'Please explain'),
      fieldChange('removed', 'D', 'licenceActions', 'Has any licence ever been limited or revoked?'),
      fieldChange('removed', 'D', 'licenceActionsExplanation', 'Please explain'),
      fieldChange('changed', 'D', 'attestation', 'I attest that the above is true', ['required: yes → no']),
    ]);
  });
});
