import { MenuItem, TextField } from '@mui/material';
import {
  NUMBER_MIN,
  TEXTAREA_MAX_ROWS,
  TEXTAREA_MIN_ROWS,
  type TFieldCheck,
  type TFormField,
} from '@docapply/rules';
import { HAS_CHECK, HAS_MAX_LENGTH, HAS_OPTIONS } from '../field-types';
import { DateRules } from './date-rules';
import { OptionsEditor } from './options-editor';
import { PropNumber, withProp } from './prop-controls';

const CHECKS: { value: TFieldCheck; label: string }[] = [
  { value: 'npi', label: 'NPI number (check digit)' },
  { value: 'dea', label: 'DEA number' },
  { value: 'zip', label: 'ZIP code' },
  { value: 'us-state', label: 'US state' },
];
const NO_CHECK = 'none';
const NO_EXPIRY = '';

type TTypePropertiesProps = {
  field: TFormField;
  onChange: (field: TFormField) => void;
  issueAt: (prop: string) => string | undefined;
  /** Date fields that may hold a document's expiry (its section's or its group's). */
  expiryCandidates: TFormField[];
};

/** What only some types have: options, date rules, a minimum, rows, length, an extra check, a document's expiry. */
export function TypeProperties({ field, onChange, issueAt, expiryCandidates }: TTypePropertiesProps) {
  const { type } = field;
  const expiryIssue = issueAt('expiryField');
  const isKnownExpiry = expiryCandidates.some((candidate) => candidate.name === field.expiryField);
  return (
    <>
      {HAS_OPTIONS.has(type) ? (
        <OptionsEditor
          options={field.options}
          onChange={(options) => onChange({ ...field, options })}
          issueAt={issueAt}
        />
      ) : null}
      {type === 'date' ? <DateRules field={field} onChange={onChange} issueAt={issueAt} /> : null}
      {type === 'number' ? (
        <PropNumber
          label="Minimum"
          value={field.min}
          min={NUMBER_MIN}
          error={issueAt('min')}
          helperText={`A whole number; empty for ${NUMBER_MIN}`}
          onChange={(min) => {
            // Below the spec's 0 is refused: the minimum stays as it was.
            if (min === undefined || min >= NUMBER_MIN) {
              onChange(withProp(field, 'min', min));
            }
          }}
        />
      ) : null}
      {type === 'textarea' ? (
        <PropNumber
          label="Rows shown"
          value={field.rows}
          min={TEXTAREA_MIN_ROWS}
          max={TEXTAREA_MAX_ROWS}
          error={issueAt('rows')}
          helperText={`${TEXTAREA_MIN_ROWS} to ${TEXTAREA_MAX_ROWS}; empty for ${TEXTAREA_MIN_ROWS}`}
          onChange={(rows) => onChange(withProp(field, 'rows', rows))}
        />
      ) : null}
      {HAS_MAX_LENGTH.has(type) ? (
        <PropNumber
          label="Maximum length (characters)"
          value={field.maxLength}
          min={1}
          error={issueAt('maxLength')}
          helperText="Empty for no limit"
          onChange={(maxLength) => onChange(withProp(field, 'maxLength', maxLength))}
        />
      ) : null}
      {HAS_CHECK.has(type) ? (
        <TextField
          select
          label="Extra check"
          value={field.check ?? NO_CHECK}
          size="small"
          error={Boolean(issueAt('check'))}
          helperText={issueAt('check') ?? 'Checked as the doctor leaves the field and on submit'}
          onChange={(event) => {
            const value = event.target.value;
            onChange(withProp(field, 'check', value === NO_CHECK ? undefined : (value as TFieldCheck)));
          }}
        >
          <MenuItem value={NO_CHECK}>None</MenuItem>
          {CHECKS.map((check) => (
            <MenuItem key={check.value} value={check.value}>
              {check.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {type === 'file' ? (
        <TextField
          select
          label="Expiry date field"
          value={field.expiryField ?? NO_EXPIRY}
          size="small"
          error={Boolean(expiryIssue)}
          helperText={
            expiryIssue ?? 'A date field in the same section (or group) that holds when this document expires'
          }
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) => {
            const value = event.target.value;
            onChange(withProp(field, 'expiryField', value === NO_EXPIRY ? undefined : value));
          }}
        >
          <MenuItem value={NO_EXPIRY}>No expiry date</MenuItem>
          {field.expiryField !== undefined && !isKnownExpiry ? (
            <MenuItem value={field.expiryField} disabled>
              {`Missing field (${field.expiryField})`}
            </MenuItem>
          ) : null}
          {expiryCandidates.map((candidate) => (
            <MenuItem key={candidate.name} value={candidate.name}>
              {`${candidate.label} (${candidate.name})`}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </>
  );
}
