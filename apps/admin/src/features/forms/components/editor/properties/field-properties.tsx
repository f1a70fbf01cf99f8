import { MenuItem, TextField } from '@mui/material';
import type { TFormField, TFormFieldType, TShowWhen } from '@docapply/rules';
import { FIELD_TYPES, FIELD_TYPE_LABELS, HAS_PLACEHOLDER, changeFieldType } from '../field-types';
import { PropSwitch, PropText, withProp } from './prop-controls';
import { RedFlagEditor } from './red-flag-editor';
import { ShowWhenEditor } from './show-when-editor';
import { TypeProperties } from './type-properties';

const WIDTHS: { value: NonNullable<TFormField['width']>; label: string }[] = [
  { value: 12, label: 'Full width' },
  { value: 6, label: 'Half width' },
  { value: 4, label: 'A third' },
];

export const KEY_HELP = 'The answer is stored under this key; reports and conditions use it';
export const PROFILE_KEY_HELP =
  'Answers with the same profile key are filled in again at every hospital the doctor applies to';
export const DOCUMENT_PROFILE_KEY_HELP =
  'Documents with the same profile key are offered again at every hospital the doctor applies to';

type TFieldPropertiesProps = {
  field: TFormField;
  onChange: (field: TFormField) => void;
  onRename: (name: string) => void;
  issueAt: (prop: string) => string | undefined;
  showWhenCandidates: TFormField[];
  expiryCandidates: TFormField[];
  /** A section's own fields are reused across hospitals; in a group, only its documents are. */
  isTopLevel: boolean;
};

/** Everything a field's descriptor holds, each control with its own problem shown under it. */
export function FieldProperties(props: TFieldPropertiesProps) {
  const { field, onChange, onRename, issueAt, showWhenCandidates, expiryCandidates, isTopLevel } = props;
  const isDocument = field.type === 'file';
  const hasProfileKey = isTopLevel || isDocument || field.profileKey !== undefined;
  const set = <K extends keyof TFormField>(key: K, value: TFormField[K] | undefined) =>
    onChange(withProp(field, key, value));
  return (
    <>
      <TextField
        select
        label="Type"
        value={field.type}
        size="small"
        error={Boolean(issueAt('type'))}
        helperText={issueAt('type')}
        onChange={(event) => onChange(changeFieldType(field, event.target.value as TFormFieldType))}
      >
        {FIELD_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {FIELD_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <PropText
        label="Label"
        value={field.label}
        isRequired
        error={issueAt('label')}
        onChange={(value) => set('label', value ?? '')}
      />
      <PropText
        label="Key"
        value={field.name}
        isRequired
        error={issueAt('name')}
        helperText={KEY_HELP}
        onChange={(value) => onRename(value ?? '')}
      />
      {HAS_PLACEHOLDER.has(field.type) ? (
        <PropText
          label="Placeholder"
          value={field.placeholder}
          error={issueAt('placeholder')}
          onChange={(value) => set('placeholder', value)}
        />
      ) : null}
      <PropText
        label="Helper text"
        value={field.helperText}
        isMultiline
        error={issueAt('helperText')}
        helperText="Shown under the field"
        onChange={(value) => set('helperText', value)}
      />
      <PropSwitch
        label="Required"
        checked={field.required === true}
        onChange={(isOn) => set('required', isOn || undefined)}
      />
      <PropSwitch
        label="Shown to the doctor"
        checked={field.isDisplay !== false}
        // Shown is the default: store nothing rather than true.
        onChange={(isOn) => set('isDisplay', isOn ? undefined : false)}
      />
      <TextField
        select
        label="Width on wide screens"
        value={field.width ?? 12}
        size="small"
        helperText={issueAt('width') ?? 'Phones always show one field per line'}
        error={Boolean(issueAt('width'))}
        onChange={(event) => {
          const width = Number(event.target.value) as NonNullable<TFormField['width']>;
          set('width', width === 12 ? undefined : width);
        }}
      >
        {WIDTHS.map((width) => (
          <MenuItem key={width.value} value={width.value}>
            {width.label}
          </MenuItem>
        ))}
      </TextField>
      <TypeProperties
        field={field}
        onChange={onChange}
        issueAt={issueAt}
        expiryCandidates={expiryCandidates}
      />
      <RedFlagEditor field={field} onChange={onChange} issueAt={issueAt} />
      <ShowWhenEditor
        showWhen={field.showWhen}
        candidates={showWhenCandidates}
        issueAt={issueAt}
        onChange={(showWhen: TShowWhen | undefined) => set('showWhen', showWhen)}
      />
      {hasProfileKey ? (
        <PropText
          label="Profile key"
          value={field.profileKey}
          error={issueAt('profileKey')}
          helperText={isDocument ? DOCUMENT_PROFILE_KEY_HELP : PROFILE_KEY_HELP}
          onChange={(value) => set('profileKey', value)}
        />
      ) : null}
    </>
  );
}
