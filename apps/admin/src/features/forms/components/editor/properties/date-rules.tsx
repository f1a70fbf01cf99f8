import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { MAX_DATE, MIN_DATE, type TFormField } from '@docapply/rules';
import { PropDate, withProp } from './prop-controls';

type TView = 'day' | 'month' | 'year';

const VIEWS: { view: TView; label: string }[] = [
  { view: 'year', label: 'Year' },
  { view: 'month', label: 'Month' },
  { view: 'day', label: 'Day' },
];
const ALL_VIEWS: TView[] = VIEWS.map(({ view }) => view);

type TDateRulesProps = {
  field: TFormField;
  onChange: (field: TFormField) => void;
  issueAt: (prop: string) => string | undefined;
};

/** Which dates a date field accepts (past, future, earliest, latest) and what the doctor picks (year, month, day). */
export function DateRules({ field, onChange, issueAt }: TDateRulesProps) {
  const views = field.views ?? ALL_VIEWS;
  const pastIssue = issueAt('past') ?? issueAt('future');
  const viewsIssue = issueAt('views');
  const toggleView = (view: TView, isOn: boolean) => {
    const next = ALL_VIEWS.filter((candidate) => (candidate === view ? isOn : views.includes(candidate)));
    // All three is the default: store nothing rather than the full list.
    onChange(withProp(field, 'views', next.length === ALL_VIEWS.length ? undefined : next));
  };
  return (
    <>
      <FormControl component="fieldset" error={Boolean(pastIssue)}>
        <FormLabel component="legend">Dates allowed</FormLabel>
        <FormGroup row>
          <FormControlLabel
            label="Past dates"
            control={
              <Checkbox
                checked={field.past !== false}
                onChange={(event) =>
                  onChange(withProp(field, 'past', event.target.checked ? undefined : false))
                }
              />
            }
          />
          <FormControlLabel
            label="Future dates"
            control={
              <Checkbox
                checked={field.future === true}
                onChange={(event) =>
                  onChange(withProp(field, 'future', event.target.checked ? true : undefined))
                }
              />
            }
          />
        </FormGroup>
        <FormHelperText>
          {pastIssue ??
            `Always from ${MIN_DATE.slice(0, 4)} to ${MAX_DATE.slice(0, 4)}; today is always allowed.`}
        </FormHelperText>
      </FormControl>
      <FormControl component="fieldset" error={Boolean(viewsIssue)}>
        <FormLabel component="legend">The doctor picks</FormLabel>
        <FormGroup row>
          {VIEWS.map(({ view, label }) => (
            <FormControlLabel
              key={view}
              label={label}
              control={
                <Checkbox
                  checked={views.includes(view)}
                  onChange={(event) => toggleView(view, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        {viewsIssue ? <FormHelperText>{viewsIssue}</FormHelperText> : null}
      </FormControl>
      <PropDate
        label="Earliest date"
        value={field.minDate}
        min={MIN_DATE}
        max={field.maxDate ?? MAX_DATE}
        error={issueAt('minDate')}
        helperText="Empty for no limit"
        onChange={(minDate) => onChange(withProp(field, 'minDate', minDate))}
      />
      <PropDate
        label="Latest date"
        value={field.maxDate}
        min={field.minDate ?? MIN_DATE}
        max={MAX_DATE}
        error={issueAt('maxDate')}
        helperText="Empty for no limit"
        onChange={(maxDate) => onChange(withProp(field, 'maxDate', maxDate))}
      />
    </>
  );
}
