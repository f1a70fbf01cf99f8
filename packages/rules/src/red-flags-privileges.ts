import { isGroup, type TFormDefinition, type TFormField } from './form-types';
import { isItemVisible } from './form-visibility';
import { describeFlaggedAnswer, findFlaggedAnswers } from './red-flags-answers';
import {
  RED_FLAG_SEVERITY,
  type TComputedRedFlag,
  type TRedFlagForm,
  type TRedFlagPractitioner,
  type TRedFlagPrivilege,
  toSectionPlace,
} from './red-flags-types';

/**
 * The privilege form's case count: the seeded privilege forms' `casesPast24Months`
 * (apps/api/src/db/seed-data/privileges.ts), or the form's only number field.
 */
export const CASE_COUNT_FIELD = 'casesPast24Months';
/** The application's board certification answer (seeded section B) and the answer that meets it. */
export const BOARD_STATUS_PROFILE_KEY = 'boards.status';
export const BOARD_STATUS_FIELD = 'boardStatus';
export const BOARD_CERTIFIED = 'certified';

const unmet = (
  message: string,
  formKey: string | null,
  fieldKey: string | null,
  place: TComputedRedFlag['place'],
) =>
  ({
    code: 'privilege-criterion-unmet',
    severity: RED_FLAG_SEVERITY['privilege-criterion-unmet'],
    message,
    place,
    formKey,
    fieldKey,
  }) satisfies TComputedRedFlag;

function topLevelFields(definition: TFormDefinition): TFormField[] {
  return definition.sections.flatMap((section) => section.items.filter((item) => !isGroup(item)));
}

function findCaseCountField(definition: TFormDefinition): TFormField | undefined {
  const numbers = topLevelFields(definition).filter((field) => field.type === 'number');
  return (
    numbers.find((field) => field.name === CASE_COUNT_FIELD) ??
    (numbers.length === 1 ? numbers[0] : undefined)
  );
}

function checkCaseCount(privilege: TRedFlagPrivilege): TComputedRedFlag[] {
  const minCases = privilege.requirements.minCases;
  const form = privilege.form;
  const field = form && findCaseCountField(form.definition);
  if (!minCases || !form || !field) {
    return [];
  }
  const allItems = form.definition.sections.flatMap((section) => section.items);
  const value = privilege.answers[field.name];
  if (
    typeof value !== 'string' ||
    value.trim() === '' ||
    !isItemVisible(field, privilege.answers, allItems)
  ) {
    return [];
  }
  const cases = Number(value);
  if (!Number.isFinite(cases) || cases >= minCases.count) {
    return [];
  }
  return [
    unmet(
      `${privilege.name}: ${cases} cases reported; the criteria ask for at least ${minCases.count} in ${minCases.months} months`,
      form.key,
      field.name,
      'privileges',
    ),
  ];
}

/** The board certification answer of the application form, when it is visible and answered. */
function findBoardStatus(forms: TRedFlagForm[]) {
  for (const form of forms.filter((candidate) => candidate.kind === 'application')) {
    const allItems = form.definition.sections.flatMap((section) => section.items);
    for (const section of form.definition.sections) {
      for (const item of section.items) {
        const isBoard = item.profileKey === BOARD_STATUS_PROFILE_KEY || item.name === BOARD_STATUS_FIELD;
        const value = form.answers[item.name];
        if (!isGroup(item) && isBoard && typeof value === 'string' && value !== '') {
          if (!isItemVisible(item, form.answers, allItems)) {
            return null;
          }
          const label = item.options?.find((option) => option.value === value)?.label ?? value;
          return { form, sectionKey: section.key, field: item, value, label };
        }
      }
    }
  }
  return null;
}

function checkBoardCertification(forms: TRedFlagForm[], privileges: TRedFlagPrivilege[]): TComputedRedFlag[] {
  const requiring = privileges.filter((privilege) => privilege.requirements.boardCertification === true);
  const board = requiring.length > 0 ? findBoardStatus(forms) : null;
  if (!board || board.value === BOARD_CERTIFIED) {
    return [];
  }
  const place = toSectionPlace(board.sectionKey, 'privileges');
  const names = requiring.map((privilege) => privilege.name).join(', ');
  return [
    unmet(
      `Board certification required by ${names}; answered "${board.label}": ${board.field.label}`,
      board.form.key,
      board.field.name,
      place,
    ),
  ];
}

/**
 * Criteria a requested privilege asks for and the answers do not meet. Board certification is a
 * physician's criterion (issue 42): an NP or PA is certified nationally instead, a psychologist or a
 * dentist by no medical board.
 */
export function findPrivilegeFlags(
  forms: TRedFlagForm[],
  privileges: TRedFlagPrivilege[],
  practitioner: TRedFlagPractitioner,
): TComputedRedFlag[] {
  const flags: TComputedRedFlag[] = [];
  for (const privilege of privileges) {
    flags.push(...checkCaseCount(privilege));
    if (privilege.form) {
      for (const answer of findFlaggedAnswers(privilege.form.definition, privilege.answers)) {
        flags.push(
          unmet(
            `${privilege.name}: ${describeFlaggedAnswer(answer)}`,
            privilege.form.key,
            answer.itemName,
            'privileges',
          ),
        );
      }
    }
  }
  const boards = practitioner.category === 'physician' ? checkBoardCertification(forms, privileges) : [];
  return [...flags, ...boards];
}
