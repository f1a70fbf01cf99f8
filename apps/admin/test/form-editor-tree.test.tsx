import { describe, expect, it } from 'vitest';
import { isGroup, type TFormDefinition, type TFormField } from '@docapply/rules';
import { changeFieldType, createField } from '@/features/forms/components/editor/field-types';
import { collectIssues, unplacedIssues } from '@/features/forms/components/editor/issues';
import {
  dropTarget,
  outlineEntries,
  sortableIds,
} from '@/features/forms/components/editor/outline/outline-order';
import {
  duplicateItemAt,
  itemPath,
  moveItem,
  removeItemAt,
  renameItemAt,
  stepItem,
  uniqueName,
} from '@/features/forms/components/editor/tree';
import { expiryCandidates, showWhenCandidates } from '@/features/forms/components/editor/tree-scope';
import { addSection, nextSectionKey, stepSection } from '@/features/forms/components/editor/tree-sections';
import { APPLICATION, SURVEY } from './form-editor-fixture';

const names = (definition: TFormDefinition) =>
  definition.sections.map((section) => section.items.map((item) => item.name));

const frozen = structuredClone(APPLICATION);

describe('form editor tree helpers', () => {
  it('names paths as the server and checkFormDefinition do', () => {
    expect(itemPath({ section: 1, item: 2 })).toBe('sections.1.items.2');
    expect(itemPath({ section: 1, item: 2, field: 0 })).toBe('sections.1.items.2.fields.0');
  });

  it('moves an item within and across sections without touching the input', () => {
    const within = moveItem(APPLICATION, { section: 0, item: 0 }, { section: 0, index: 2 });
    expect(names(within.definition)[0]).toEqual(['lastName', 'npi', 'firstName']);
    expect(within.at).toEqual({ section: 0, item: 2 });
    const across = moveItem(APPLICATION, { section: 0, item: 2 }, { section: 2, index: 0 });
    expect(names(across.definition)[0]).toEqual(['firstName', 'lastName']);
    expect(names(across.definition)[2]).toEqual(['npi', 'hasGap']);
    expect(APPLICATION).toEqual(frozen);
  });

  it('steps over section borders and stops at the ends; a group field stays in its group', () => {
    expect(stepItem(APPLICATION, { section: 0, item: 0 }, -1)).toBeNull();
    expect(stepItem(APPLICATION, { section: 3, item: 0 }, 1)).toBeNull();
    const down = stepItem(APPLICATION, { section: 0, item: 2 }, 1);
    expect(down && names(down.definition).slice(0, 2)).toEqual([
      ['firstName', 'lastName'],
      ['npi', 'licences'],
    ]);
    const up = stepItem(APPLICATION, { section: 2, item: 0 }, -1);
    expect(up?.at).toEqual({ section: 1, item: 1 });
    expect(stepItem(APPLICATION, { section: 1, item: 0, field: 2 }, 1)).toBeNull();
    const field = stepItem(APPLICATION, { section: 1, item: 0, field: 2 }, -1);
    const group = field?.definition.sections[1].items[0];
    expect(group && isGroup(group) && group.fields.map((f) => f.name)).toEqual(['number', 'copy', 'expires']);
    expect(field?.at).toEqual({ section: 1, item: 0, field: 1 });
  });

  it('duplicates right after the original under a unique key, deep-copied', () => {
    const once = duplicateItemAt(APPLICATION, { section: 1, item: 0 });
    expect(names(once.definition)[1]).toEqual(['licences', 'licencesCopy']);
    const copy = once.definition.sections[1].items[1];
    expect(copy.label).toBe('Licence (copy)');
    expect(copy).not.toBe(APPLICATION.sections[1].items[0]);
    const twice = duplicateItemAt(once.definition, { section: 1, item: 0 });
    expect(names(twice.definition)[1]).toEqual(['licences', 'licencesCopy2', 'licencesCopy']);
    // Inside a group, the group's own fields are the scope.
    const inGroup = duplicateItemAt(APPLICATION, { section: 1, item: 0, field: 0 });
    const group = inGroup.definition.sections[1].items[0];
    expect(isGroup(group) && group.fields.map((f) => f.name)).toEqual([
      'number',
      'numberCopy',
      'expires',
      'copy',
    ]);
    expect(uniqueName('a', new Set(['a', 'a2']))).toBe('a3');
  });

  it('removes an item or a group field', () => {
    expect(names(removeItemAt(APPLICATION, { section: 0, item: 1 }))[0]).toEqual(['firstName', 'npi']);
    const group = removeItemAt(APPLICATION, { section: 1, item: 0, field: 1 }).sections[1].items[0];
    expect(isGroup(group) && group.fields.map((f) => f.name)).toEqual(['number', 'copy']);
  });

  it('renames the conditions and expiry dates that point at a renamed key', () => {
    const renamed = renameItemAt(APPLICATION, { section: 2, item: 0 }, 'hadGap');
    expect(renamed.sections[3].items[0].showWhen).toEqual({ field: 'hadGap', equals: 'yes' });
    const inGroup = renameItemAt(APPLICATION, { section: 1, item: 0, field: 1 }, 'expiresOn');
    const group = inGroup.sections[1].items[0];
    expect(isGroup(group) && group.fields[2].expiryField).toBe('expiresOn');
    // While another item still has the old key, what points at it stays.
    const twin = structuredClone(APPLICATION);
    twin.sections[2].items.push({ name: 'hasGap', type: 'text', label: 'Twin' });
    expect(renameItemAt(twin, { section: 2, item: 1 }, 'other').sections[3].items[0].showWhen?.field).toBe(
      'hasGap',
    );
  });

  it('offers the fields of the scope for conditions, and the section’s or group’s dates for expiry', () => {
    expect(showWhenCandidates(APPLICATION, { section: 3, item: 0 }).map((f) => f.name)).toEqual([
      'firstName',
      'lastName',
      'npi',
      'hasGap',
    ]);
    expect(expiryCandidates(APPLICATION, { section: 1, item: 0, field: 2 }).map((f) => f.name)).toEqual([
      'expires',
    ]);
    expect(expiryCandidates(APPLICATION, { section: 0, item: 0 })).toEqual([]);
  });

  it('drops an outline entry in the section whose header precedes it', () => {
    const entries = outlineEntries(APPLICATION);
    expect(entries.map((entry) => entry.id).slice(0, 5)).toEqual([
      'section:A',
      'item:firstName',
      'item:lastName',
      'item:npi',
      'section:B',
    ]);
    expect(dropTarget(entries, 'item:firstName', 'item:npi')).toEqual({ section: 0, index: 2 });
    expect(dropTarget(entries, 'item:npi', 'section:B')).toEqual({ section: 1, index: 0 });
    expect(dropTarget(entries, 'item:hasGap', 'section:C')).toEqual({ section: 1, index: 1 });
    expect(dropTarget(entries, 'item:lastName', 'section:A')).toEqual({ section: 0, index: 0 });
    expect(dropTarget(entries, 'item:npi', 'item:npi')).toBeNull();
    expect(sortableIds('item', ['a', 'b', 'a'])).toEqual(['item:a', 'item:b', 'item:a#2']);
  });

  it('adds, moves and keys sections', () => {
    expect(nextSectionKey(SURVEY)).toBe('C');
    const added = addSection(SURVEY, 'Extra');
    expect(added.sections.map((s) => [s.key, s.title])).toEqual([
      ['A', 'About you'],
      ['B', 'Your practice'],
      ['C', 'Extra'],
    ]);
    expect(stepSection(added, 2, -1).sections.map((s) => s.key)).toEqual(['A', 'C', 'B']);
    expect(stepSection(added, 0, -1)).toBe(added);
  });

  it('drops what a new type would carry silently', () => {
    const select: TFormField = {
      ...createField('select', new Set()),
      options: [{ value: 'a', label: 'A' }],
      placeholder: 'x',
    };
    expect(changeFieldType(select, 'radio')).toMatchObject({
      type: 'radio',
      options: [{ value: 'a', label: 'A' }],
    });
    expect(changeFieldType(select, 'text')).not.toHaveProperty('options');
    const date: TFormField = { name: 'd', type: 'date', label: 'D', future: true, views: ['year'] };
    expect(changeFieldType(date, 'text')).toEqual({ name: 'd', type: 'text', label: 'D' });
    expect(changeFieldType({ name: 't', type: 'textarea', label: 'T', rows: 4 }, 'file')).toEqual({
      name: 't',
      type: 'file',
      label: 'T',
    });
  });

  it('collects the editor’s own problems over the given ones', () => {
    const broken = structuredClone(SURVEY);
    broken.sections[0].items.push({ name: '9lives', type: 'select', label: '' });
    const issues = collectIssues(broken, 'survey', {
      'sections.0.items.0.label': 'From the server',
      sections: 'Too many',
    });
    expect(issues).toMatchObject({
      'sections.0.items.0.label': 'From the server',
      'sections.0.items.1.name': 'Start with a letter; then letters, digits or _ only',
      'sections.0.items.1.label': 'Required',
      'sections.0.items.1.options': 'Add at least one option',
    });
    expect(unplacedIssues(issues)).toEqual(['Too many']);
    expect(collectIssues(SURVEY, 'application', {}).sections).toBe(
      'The application has exactly four sections: A, B, C and D',
    );
  });
});
