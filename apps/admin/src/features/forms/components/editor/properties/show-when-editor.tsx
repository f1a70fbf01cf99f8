import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import type { TFormField, TShowWhen } from '@docapply/rules';
import { PropSwitch } from './prop-controls';

type TShowWhenEditorProps = {
  showWhen: TShowWhen | undefined;
  /** The fields this item may depend on: the other fields of its scope. */
  candidates: TFormField[];
  onChange: (showWhen: TShowWhen | undefined) => void;
  issueAt: (prop: string) => string | undefined;
};

const CHECKBOX_VALUES = [
  { value: 'true', label: 'Ticked' },
  { value: 'false', label: 'Not ticked' },
];

function valuesOf(showWhen: TShowWhen): string[] {
  return Array.isArray(showWhen.equals) ? showWhen.equals : [showWhen.equals];
}

function toEquals(values: string[]): string | string[] {
  return values.length === 1 ? values[0] : values;
}

/** A first condition on `field`: its first option, "ticked", or an answer to type. */
function startOn(field: TFormField | undefined): TShowWhen {
  if (!field) {
    return { field: '', equals: '' };
  }
  const first = field.type === 'checkbox' ? 'true' : (field.options?.[0]?.value ?? '');
  return { field: field.name, equals: first };
}

function ValuesControl({
  controller,
  showWhen,
  onChange,
  error,
}: {
  controller: TFormField;
  showWhen: TShowWhen;
  onChange: (showWhen: TShowWhen) => void;
  error?: string;
}) {
  const values = valuesOf(showWhen);
  if (controller.type === 'checkbox') {
    return (
      <FormControl component="fieldset" error={Boolean(error)}>
        <FormLabel component="legend">{`When "${controller.label}" is`}</FormLabel>
        <RadioGroup
          row
          value={values[0] ?? ''}
          onChange={(event) => onChange({ ...showWhen, equals: event.target.value })}
        >
          {CHECKBOX_VALUES.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio />}
              label={option.label}
            />
          ))}
        </RadioGroup>
        {error ? <FormHelperText>{error}</FormHelperText> : null}
      </FormControl>
    );
  }
  if (controller.type === 'select' || controller.type === 'radio') {
    const toggle = (value: string, isOn: boolean) => {
      const next = (controller.options ?? [])
        .map((option) => option.value)
        .filter((candidate) => (candidate === value ? isOn : values.includes(candidate)));
      onChange({ ...showWhen, equals: toEquals(next) });
    };
    return (
      <FormControl component="fieldset" error={Boolean(error)}>
        <FormLabel component="legend">{`When "${controller.label}" is any of`}</FormLabel>
        <FormGroup>
          {(controller.options ?? []).map((option) => (
            <FormControlLabel
              key={option.value}
              label={option.label}
              control={
                <Checkbox
                  checked={values.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        {error ? <FormHelperText>{error}</FormHelperText> : null}
      </FormControl>
    );
  }
  return (
    <TextField
      label={`When "${controller.label}" is`}
      value={values[0] ?? ''}
      size="small"
      error={Boolean(error)}
      helperText={error ?? 'The exact answer that shows this item'}
      onChange={(event) => onChange({ ...showWhen, equals: event.target.value })}
    />
  );
}

/** "Show only when": the item appears only while another answer of its scope has one of the chosen values. */
export function ShowWhenEditor({ showWhen, candidates, onChange, issueAt }: TShowWhenEditorProps) {
  const controller = showWhen ? candidates.find((field) => field.name === showWhen.field) : undefined;
  const fieldIssue = issueAt('showWhen.field') ?? issueAt('showWhen');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <PropSwitch
        label="Show only when another answer has a value"
        checked={showWhen !== undefined}
        onChange={(isOn) => onChange(isOn ? startOn(candidates[0]) : undefined)}
      />
      {showWhen ? (
        <TextField
          select
          label="Depends on"
          value={showWhen.field}
          size="small"
          error={Boolean(fieldIssue)}
          helperText={
            fieldIssue ?? (candidates.length === 0 ? 'No other field to depend on here' : undefined)
          }
          onChange={(event) =>
            onChange(startOn(candidates.find((field) => field.name === event.target.value)))
          }
        >
          {controller || showWhen.field === '' ? null : (
            <MenuItem value={showWhen.field} disabled>
              {`Missing field (${showWhen.field})`}
            </MenuItem>
          )}
          {candidates.map((field) => (
            <MenuItem key={field.name} value={field.name}>
              {`${field.label} (${field.name})`}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {showWhen && controller ? (
        <ValuesControl
          controller={controller}
          showWhen={showWhen}
          onChange={onChange}
          error={issueAt('showWhen.equals')}
        />
      ) : null}
    </Box>
  );
}
