import { ZFormField, ZFormGroup, type TFormKind } from '@docapply/contracts';
import { MESSAGES, checkFormDefinition, isGroup, type TFormDefinition } from '@docapply/rules';

/** Problems of a definition by path (`sections.0.items.3.options`): the server's and the editor's own. */
export type TIssues = Record<string, string>;

export const KEY_RULE_MESSAGE = 'Start with a letter; then letters, digits or _ only';

/** The schema's checks of one item (key pattern, a label), in words a coordinator reads. */
function schemaIssues(definition: TFormDefinition): TIssues {
  const found: TIssues = {};
  definition.sections.forEach((section, s) => {
    if (section.title.trim() === '') {
      found[`sections.${s}.title`] = MESSAGES.required;
    }
    section.items.forEach((item, i) => {
      const result = isGroup(item) ? ZFormGroup.safeParse(item) : ZFormField.safeParse(item);
      for (const issue of result.error?.issues ?? []) {
        const last = issue.path.at(-1);
        const path = [`sections.${s}.items.${i}`, ...issue.path.map(String)].join('.');
        const message =
          last === 'name' ? KEY_RULE_MESSAGE : last === 'label' ? MESSAGES.required : issue.message;
        found[path] ??= message;
      }
    });
  });
  return found;
}

/**
 * What the workspace shows: the given issues (the server's last refusal) with the editor's own
 * checks of the current definition over them, so a fixed problem disappears as soon as it is fixed.
 */
export function collectIssues(definition: TFormDefinition, kind: TFormKind, given: TIssues): TIssues {
  const own = schemaIssues(definition);
  for (const { path, message } of checkFormDefinition(definition, { kind })) {
    own[path] ??= message;
  }
  return { ...given, ...own };
}

export function isUnder(path: string, scope: string): boolean {
  return path === scope || path.startsWith(`${scope}.`);
}

/** True when anything at or inside `scope` (an item's path) has a problem. */
export function hasIssueUnder(issues: TIssues, scope: string): boolean {
  return Object.keys(issues).some((path) => isUnder(path, scope));
}

/** Messages at or inside `scope`, as [path relative to scope ('' for the scope itself), message]. */
export function issuesUnder(issues: TIssues, scope: string): [string, string][] {
  return Object.entries(issues)
    .filter(([path]) => isUnder(path, scope))
    .map(([path, message]) => [path.slice(scope.length + 1), message]);
}

const PLACED = /^sections\.\d+\.(items\.\d+|title|key|description)(\.|$)/;

/** Problems no section or item control shows (e.g. "exactly four sections"): listed above the outline. */
export function unplacedIssues(issues: TIssues): string[] {
  return Object.entries(issues)
    .filter(([path]) => !PLACED.test(path))
    .map(([, message]) => message);
}
