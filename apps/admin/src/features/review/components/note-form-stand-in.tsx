import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type FocusEvent,
} from 'react';
import { Box, Button, FormControl, Grid, InputLabel, OutlinedInput, Typography } from '@mui/material';
import { clampRows } from '@docapply/rules';
import { FIRST_INPUT_EVENTS, LazySelect, loadOnce } from '@docapply/ui';
import type { TInternalNoteFormProps } from './internal-note-form';
import { EMPTY_NOTE, NOTE_FIELDS, type TNoteControl, type TNoteFormStart } from './note-fields';

type TSection = TNoteFormStart['values']['section'];
type TNoteForm = ComponentType<TInternalNoteFormProps>;

/** The form (react-hook-form, its schema, MUI's text fields and select): once for the whole site. */
const formCode = loadOnce<TNoteForm>(() =>
  import('./internal-note-form').then((module) => module.InternalNoteForm),
);

/** As MUI's FormHelperText draws under an outlined field (it comes with MUI's TextField). */
const HELPER_SX = { display: 'block', color: 'text.secondary', textAlign: 'left', m: '3px 14px 0' } as const;

/** Which of the stand-in's controls an element is: the form puts the focus on its own. */
function controlOf(element: EventTarget): TNoteControl {
  if (element instanceof HTMLTextAreaElement) {
    return 'message';
  }
  return element instanceof HTMLButtonElement ? 'submit' : 'section';
}

type TStandInProps = {
  start: TNoteFormStart;
  onChange: (start: TNoteFormStart) => void;
  onIntent: () => void;
  /** A pointer was pressed on one of its controls. */
  onPress: () => void;
  /** The focus came to one of its controls, or left the form (null). */
  onFocusMove: (control: TNoteControl | null) => void;
};

/** The note form drawn as it looks, usable while its code loads: what is typed is kept. */
function StandIn({ start, onChange, onIntent, onPress, onFocusMove }: TStandInProps) {
  const id = useId();
  const { values } = start;
  const { section, message } = NOTE_FIELDS;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...start, isSubmitting: true });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      onPointerEnter={onIntent}
      onPointerDown={onPress}
      onFocus={(event: FocusEvent<HTMLFormElement>) => {
        onFocusMove(controlOf(event.target));
        onIntent();
      }}
      // Left for another control (not taken away with the stand-in, which has none to go to).
      onBlur={(event: FocusEvent<HTMLFormElement>) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) {
          onFocusMove(null);
        }
      }}
      aria-label="Add an internal note"
      data-print="hide"
    >
      <Grid container spacing={4}>
        <Grid size={12}>
          <LazySelect
            fullWidth
            required
            label={section.label}
            options={section.options}
            value={values.section}
            // One of the options, all sections.
            onChange={(chosen) => onChange({ ...start, values: { ...values, section: chosen as TSection } })}
          />
        </Grid>
        <Grid size={12}>
          <FormControl fullWidth required>
            <InputLabel htmlFor={id}>{message.label}</InputLabel>
            <OutlinedInput
              id={id}
              name={message.name}
              label={message.label}
              multiline
              // The height the form's field has while empty. MUI draws this as its growing textarea
              // still (three rows at least and at most), which measures itself as it is drawn; a
              // plain textarea was measured slower for the review's load (docs/PERFORMANCE.md).
              // The stand-in gives way to the form at the first key pressed.
              rows={clampRows(message.rows)}
              value={values.message}
              onChange={(event) => onChange({ ...start, values: { ...values, message: event.target.value } })}
              inputProps={{ 'aria-describedby': `${id}-helper-text` }}
            />
            <Typography id={`${id}-helper-text`} variant="caption" component="p" sx={HELPER_SX}>
              {message.helperText}
            </Typography>
          </FormControl>
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained">
            Add note
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}

/**
 * The internal note form, whose code loads on first use (the page's first press of a key or
 * pointer, the pointer over the form or the focus in it), not with the page. Until then a stand-in
 * draws it; the form takes over with what was typed, the focus where it was, and a pressed
 * "Add note" sent.
 */
export function NoteForm({ applicationId }: { applicationId: string }) {
  const [Form, setForm] = useState<TNoteForm | null>(formCode.loaded);
  // Which control has the focus, kept as it moves: the form reads it once it has taken over.
  const focusedRef = useRef<TNoteControl | null>(null);
  const [start, setStart] = useState<TNoteFormStart>({
    values: EMPTY_NOTE,
    isSubmitting: false,
  });
  // A press on the stand-in under way: the form waits for its end to take over. Put in its place
  // between the pointer's down and up, the pressed button would be gone and the click lost (the
  // code often comes in just then, as the press started its download).
  const isPressedRef = useRef(false);
  const arrivedRef = useRef<TNoteForm | null>(null);
  const load = useCallback(() => {
    formCode.load().then(
      (loaded) => {
        if (isPressedRef.current) {
          arrivedRef.current = loaded;
        } else {
          setForm(() => loaded);
        }
      },
      // Tried again on the next use; the stand-in stays meanwhile.
      () => undefined,
    );
  }, []);
  const press = useCallback(() => {
    isPressedRef.current = true;
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      // After the click that ends the press (dispatched after pointerup, in the same task).
      setTimeout(() => {
        isPressedRef.current = false;
        const arrived = arrivedRef.current;
        if (arrived) {
          setForm(() => arrived);
        }
      });
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  }, []);
  useEffect(() => {
    if (Form) {
      return undefined;
    }
    for (const type of FIRST_INPUT_EVENTS) {
      window.addEventListener(type, load, { once: true, capture: true });
    }
    return () => {
      for (const type of FIRST_INPUT_EVENTS) {
        window.removeEventListener(type, load, { capture: true });
      }
    };
  }, [Form, load]);
  const change = (next: TNoteFormStart) => {
    setStart(next);
    if (next.isSubmitting) {
      load();
    }
  };
  if (Form) {
    return <Form applicationId={applicationId} start={start} focusedRef={focusedRef} />;
  }
  return (
    <StandIn
      start={start}
      onChange={change}
      onIntent={load}
      onPress={press}
      onFocusMove={(control) => {
        focusedRef.current = control;
      }}
    />
  );
}
