import type { Dayjs } from 'dayjs';
import Popover from '@mui/material/Popover';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { DateView } from '@mui/x-date-pickers/models';

/** How far a pick went: MUI X's calendar says `finish` when the last view's item is picked. */
type TSelection = 'partial' | 'shallow' | 'finish';

export type TDateCalendarPopoverProps = {
  /** The field the calendar opens under. */
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  /** Names the calendar's dialog: "Choose <label>". */
  label: string;
  value: Dayjs | null;
  /** A day picked (or a month or year in a field without days). */
  onPick: (date: Dayjs) => void;
  views: readonly DateView[];
  minDate: Dayjs;
  maxDate: Dayjs;
  disableFuture: boolean;
  disablePast: boolean;
  itemsPerRow: 3 | 4;
};

/**
 * The date field's calendar, with its own download (about half of MUI X's date picker): a form
 * with dates shows its fields, and takes typed dates, before anyone has opened a calendar. A
 * popover (Escape and a click away close it; focus goes back to the calendar button) holding
 * MUI X's calendar, which moves from year to month to day as the picker's did.
 */
export function DateCalendarPopover({
  anchorEl,
  open,
  onClose,
  label,
  value,
  onPick,
  views,
  minDate,
  maxDate,
  disableFuture,
  disablePast,
  itemsPerRow,
}: TDateCalendarPopoverProps) {
  const handleChange = (next: Dayjs | null, selection?: TSelection) => {
    if (next === null) {
      return;
    }
    onPick(next);
    if (selection === 'finish') {
      onClose();
    }
  };
  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': `Choose ${label}` } }}
    >
      <DateCalendar
        value={value}
        onChange={handleChange}
        views={views}
        openTo={views.includes('day') ? 'day' : views[0]}
        minDate={minDate}
        maxDate={maxDate}
        disableFuture={disableFuture}
        disablePast={disablePast}
        monthsPerRow={itemsPerRow}
        yearsPerRow={itemsPerRow}
        autoFocus
      />
    </Popover>
  );
}
