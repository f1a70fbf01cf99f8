import { useEffect, useEffectEvent, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { PlainTextField } from './plain-text-field';

/** Typing pauses this long before a list is searched. */
export const SEARCH_DELAY_MS = 400;

type TSearchFieldProps = {
  label: string;
  /** The search in force (the URL's); the field follows it when it changes from outside (Back). */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (text: string) => void;
  sx?: SxProps<Theme>;
};

/**
 * A list's search box: it searches as you type, once typing pauses, and at once when focus leaves
 * it. To empty it together with the other filters, give it a new `key` (its text is the search in
 * force when it mounts).
 */
export function SearchField({ label, value, onSearch, sx }: TSearchFieldProps) {
  const [text, setText] = useState(value);
  // Follow a search changed from outside (Back, a link): React's "adjust state on prop change".
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) {
      setText(value);
    }
  }

  // The latest callback without restarting the pause on every render of the page around it.
  const search = useEffectEvent((query: string) => onSearch(query));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (text.trim() === value) {
      return undefined;
    }
    timer.current = setTimeout(() => search(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [text, value]);

  // Leaving the field (to click a row of the list, say) searches now, and no pause is left to run
  // later: a search that came due while the next page loads would bring the user back here.
  const searchNow = () => {
    clearTimeout(timer.current);
    if (text.trim() !== value) {
      onSearch(text.trim());
    }
  };

  return (
    <PlainTextField
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={searchNow}
      sx={sx}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon aria-hidden />
        </InputAdornment>
      }
    />
  );
}
