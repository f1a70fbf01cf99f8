import { Suspense, useRef, useState, type FocusEvent } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { DateField as MuiDateField } from '@mui/x-date-pickers/DateField';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { DateView } from '@mui/x-date-pickers/models';
import {
  DATE_DISPLAY_FORMAT,
  DATE_FORMAT,
  MAX_DATE,
  MESSAGES,
  MIN_DATE,
  isValidDateString,
  validateFieldDate,
  type TDateFieldRule,
} from '@docapply/rules';
import { lazyComponent, preloadOnIntent } from '../routes/lazy-page';
import type { TFieldControlProps } from './field-types';
import { getRequiredMessage, getTextFieldProps } from './text-field-props';
import { useDraft } from './use-draft';
import { useFieldFeedback } from './use-field-feedback';

const DEFAULT_VIEWS: DateView[] = ['year', 'month', 'day'];
const MIN_DAY = dayjs(MIN_DATE);
const MAX_DAY = dayjs(MAX_DATE);
const ITEMS_PER_ROW = 3;

// The calendar downloads when first wanted (the button hovered, focused or pressed), not with the
// field: typing a date needs none of it.
const DateCalendarPopover = lazyComponent(
  () => import('./date-calendar-popover'),
  (module) => module.DateCalendarPopover,
);

function toPickerValue(stored: string): Dayjs | null {
  return isValidDateString(stored) ? dayjs(stored) : null;
}

/** Why a picked or typed date cannot be kept, or null when it can. */
function checkDate(date: Dayjs, rule: TDateFieldRule): string | null {
  return date.isValid() ? validateFieldDate(rule, date.format(DATE_FORMAT)) : MESSAGES.invalidDate;
}

/** The field's own earliest or latest date when it has a valid one, else the spec's bound. */
function toLimit(stored: string | undefined, fallback: Dayjs): Dayjs {
  return stored !== undefined && isValidDateString(stored) ? dayjs(stored) : fallback;
}

function defaultFormat(views: readonly DateView[]): string {
  if (views.includes('day')) {
    return DATE_DISPLAY_FORMAT;
  }
  return views.includes('month') ? 'MM/YYYY' : 'YYYY';
}

/**
 * Date: stored as YYYY-MM-DD. While the user types, a date goes up as soon as it is
 * complete and allowed. Leaving the field with anything else clears it and says why.
 */
export function DateField({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  touched,
  onValidityChange,
}: TFieldControlProps) {
  // The descriptor carries the date rule: past, future, earliest and latest dates.
  const rule: TDateFieldRule = field;
  const views = field.views?.length ? field.views : DEFAULT_VIEWS;
  const { draft, setDraft, emit } = useDraft(value, toPickerValue, (next) => onChange(field.name, next));
  // The reason the last entry was refused; shown until the user changes the date again.
  const [refusal, setRefusal] = useState<string | null>(null);
  // Remounting the picker is the one way to empty sections it has not turned into a value yet.
  const [resetCount, setResetCount] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  // The calendar button, once pressed: the calendar is mounted from then on (closing plays its transition).
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const message = draft === null ? getRequiredMessage(field, value) : checkDate(draft, rule);
  const feedback = useFieldFeedback({ name: field.name, message, touched, error, onBlur, onValidityChange });
  const shownMessage = refusal ?? feedback.shownMessage;

  const handleChange = (next: Dayjs | null) => {
    setRefusal(null);
    setDraft(next);
    if (next !== null && checkDate(next, rule) === null) {
      emit(next.format(DATE_FORMAT));
    } else if (value !== '') {
      emit('');
    }
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Moving between the sections and the calendar button, or into the open calendar, is not leaving the field.
    if (isOpen || event.currentTarget.contains(event.relatedTarget as Node | null)) {
      return;
    }
    // Sections typed but not all of them: the picker has no value yet, its hidden input has the text.
    const isIncomplete = draft === null && Boolean(inputRef.current?.value);
    const reason = isIncomplete ? MESSAGES.invalidDate : draft === null ? null : checkDate(draft, rule);
    if (reason) {
      setRefusal(reason);
      setDraft(null);
      setResetCount((count) => count + 1);
      emit('');
    }
    feedback.handleBlur();
  };

  const { helperText, error: isError, ...textFieldProps } = getTextFieldProps(field, id, shownMessage);
  const minDate = toLimit(field.minDate, MIN_DAY);
  const maxDate = toLimit(field.maxDate, MAX_DAY);
  const disableFuture = field.future !== true;
  const disablePast = field.past === false;
  const calendarButton = (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label="Choose date"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        disabled={field.disabled}
        {...preloadOnIntent(DateCalendarPopover)}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setIsOpen(true);
        }}
      >
        <CalendarIcon />
      </IconButton>
    </InputAdornment>
  );
  return (
    // `display: contents` leaves the layout to the field; the box sees focus leave the whole field.
    <div style={{ display: 'contents' }} onBlur={handleBlur}>
      {/* The adapter lives with the field: only pages with a date field download them. */}
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <MuiDateField
          key={resetCount}
          {...textFieldProps}
          inputRef={inputRef}
          label={field.label}
          value={draft}
          onChange={handleChange}
          format={field.format ?? defaultFormat(views)}
          minDate={minDate}
          maxDate={maxDate}
          disableFuture={disableFuture}
          disablePast={disablePast}
          helperText={helperText}
          error={isError}
          slotProps={{ textField: { slotProps: { input: { endAdornment: calendarButton } } } }}
        />
        {anchor ? (
          <Suspense fallback={null}>
            <DateCalendarPopover
              anchorEl={anchor}
              open={isOpen}
              onClose={() => setIsOpen(false)}
              label={field.label ?? 'date'}
              value={draft}
              onPick={handleChange}
              views={views}
              minDate={minDate}
              maxDate={maxDate}
              disableFuture={disableFuture}
              disablePast={disablePast}
              itemsPerRow={ITEMS_PER_ROW}
            />
          </Suspense>
        ) : null}
      </LocalizationProvider>
    </div>
  );
}
