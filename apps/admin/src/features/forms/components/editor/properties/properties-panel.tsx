import { Alert, Box, Typography } from '@mui/material';
import { isGroup, type TFormDefinition } from '@docapply/rules';
import { issuesUnder, type TIssues } from '../issues';
import { itemLabel } from '../outline/outline-labels';
import { sectionLabel } from '../outline/outline-section';
import { selectedItem, type TSelection } from '../selection';
import { getItemAt, itemPath } from '../tree';
import { expiryCandidates, showWhenCandidates } from '../tree-scope';
import type { TWorkspaceEdits } from '../use-workspace-edits';
import { FieldProperties } from './field-properties';
import { GroupProperties } from './group-properties';
import { SectionProperties } from './section-properties';

/** Properties with a control of their own; a problem anywhere else is listed at the top. */
const SHOWN_AT_CONTROL = new Set([
  'type',
  'label',
  'name',
  'placeholder',
  'helperText',
  'width',
  'options',
  'past',
  'future',
  'views',
  'rows',
  'maxLength',
  'check',
  'expiryField',
  'showWhen',
  'profileKey',
  'minItems',
  'maxItems',
  'addLabel',
  'fields',
  'title',
  'description',
  'key',
  'items',
]);

function otherIssues(issues: TIssues, path: string, isGroupItem: boolean): string[] {
  return issuesUnder(issues, path)
    .filter(([relative]) => {
      const [first] = relative.split('.');
      // A group's fields show their problems when selected (their outline entries are marked).
      const isFieldsOwn = isGroupItem && relative.startsWith('fields.');
      return !isFieldsOwn && !(first !== '' && SHOWN_AT_CONTROL.has(first));
    })
    .map(([relative, message]) => (relative === '' ? message : `${relative}: ${message}`));
}

type TPropertiesPanelProps = {
  definition: TFormDefinition;
  canEditSections: boolean;
  issues: TIssues;
  selection: TSelection | null;
  edits: TWorkspaceEdits;
};

/** The properties of what is selected in the outline: a section, a field or a group. */
export function PropertiesPanel({
  definition,
  canEditSections,
  issues,
  selection,
  edits,
}: TPropertiesPanelProps) {
  const at = selectedItem(selection);
  const section = selection ? definition.sections[selection.section] : undefined;
  const item = at ? getItemAt(definition, at) : undefined;
  if (!selection || !section || (at && !item)) {
    return (
      <Typography color="text.secondary">Select a section or a field in the structure to edit it.</Typography>
    );
  }
  const base = at ? itemPath(at) : `sections.${selection.section}`;
  const issueAt = (prop: string) => issues[`${base}.${prop}`];
  const others = otherIssues(issues, base, Boolean(item && isGroup(item)));
  const title = !item ? sectionLabel(section) : `${isGroup(item) ? 'Group' : 'Field'}: ${itemLabel(item)}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {others.length > 0 ? (
        <Alert severity="error">
          {others.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      ) : null}
      {!at || !item ? (
        <SectionProperties
          section={section}
          canEditKey={canEditSections}
          issueAt={issueAt}
          onChange={(next) => edits.onUpdateSection(selection.section, () => next)}
        />
      ) : isGroup(item) ? (
        <GroupProperties
          group={item}
          issueAt={issueAt}
          showWhenCandidates={showWhenCandidates(definition, at)}
          onChange={(next) => edits.onUpdateItem(at, () => next)}
          onRename={(name) => edits.onRename(at, name)}
        />
      ) : (
        <FieldProperties
          field={item}
          issueAt={issueAt}
          isTopLevel={at.field === undefined}
          showWhenCandidates={showWhenCandidates(definition, at)}
          expiryCandidates={expiryCandidates(definition, at)}
          onChange={(next) => edits.onUpdateItem(at, () => next)}
          onRename={(name) => edits.onRename(at, name)}
        />
      )}
    </Box>
  );
}
