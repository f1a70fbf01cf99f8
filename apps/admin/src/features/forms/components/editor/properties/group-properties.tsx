import { Alert } from '@mui/material';
import type { TFormField, TFormGroup } from '@docapply/rules';
import { KEY_HELP, PROFILE_KEY_HELP } from './field-properties';
import { PropNumber, PropText, withProp } from './prop-controls';
import { ShowWhenEditor } from './show-when-editor';

type TGroupPropertiesProps = {
  group: TFormGroup;
  onChange: (group: TFormGroup) => void;
  onRename: (name: string) => void;
  issueAt: (prop: string) => string | undefined;
  showWhenCandidates: TFormField[];
};

/** A repeatable group's own properties; its fields are edited one by one from the outline. */
export function GroupProperties({
  group,
  onChange,
  onRename,
  issueAt,
  showWhenCandidates,
}: TGroupPropertiesProps) {
  const set = <K extends keyof TFormGroup>(key: K, value: TFormGroup[K] | undefined) =>
    onChange(withProp(group, key, value));
  return (
    <>
      <PropText
        label="Label"
        value={group.label}
        isRequired
        error={issueAt('label')}
        onChange={(value) => set('label', value ?? '')}
      />
      <PropText
        label="Key"
        value={group.name}
        isRequired
        error={issueAt('name')}
        helperText={KEY_HELP}
        onChange={(value) => onRename(value ?? '')}
      />
      <PropText
        label="Helper text"
        value={group.helperText}
        isMultiline
        error={issueAt('helperText')}
        onChange={(value) => set('helperText', value)}
      />
      <PropNumber
        label="Minimum rows"
        value={group.minItems}
        min={0}
        error={issueAt('minItems')}
        helperText="Rows a submission needs; empty for none"
        onChange={(value) => set('minItems', value)}
      />
      <PropNumber
        label="Maximum rows"
        value={group.maxItems}
        min={1}
        error={issueAt('maxItems')}
        helperText="Empty for no limit"
        onChange={(value) => set('maxItems', value)}
      />
      <PropText
        label="Add button label"
        value={group.addLabel}
        error={issueAt('addLabel')}
        helperText={`E.g. "Add a licence"`}
        onChange={(value) => set('addLabel', value)}
      />
      {issueAt('fields') ? <PropIssue message={issueAt('fields') ?? ''} /> : null}
      <ShowWhenEditor
        showWhen={group.showWhen}
        candidates={showWhenCandidates}
        issueAt={issueAt}
        onChange={(showWhen) => set('showWhen', showWhen)}
      />
      <PropText
        label="Profile key"
        value={group.profileKey}
        error={issueAt('profileKey')}
        helperText={PROFILE_KEY_HELP}
        onChange={(value) => set('profileKey', value)}
      />
    </>
  );
}

function PropIssue({ message }: { message: string }) {
  return (
    <Alert severity="error" variant="outlined">
      {message}
    </Alert>
  );
}
