import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type RefObject,
} from 'react';
import { Box, Button, FormControl, Grid, InputLabel, OutlinedInput, Typography } from '@mui/material';
import { TEXTAREA_MAX_ROWS, clampRows } from '@docapply/rules';
import { FIRST_INPUT_EVENTS, LazySelect, loadOnce } from '@docapply/ui';
import { EMPTY_NOTE, NOTE_FIELDS, type TNoteFormStart } from './note-fields';

type TSection = TNoteFormStart['values']['section'];
type TNoteForm = ComponentType<{ applicationId: string; start: TNoteFormStart }>;

/** The form (react-hook-form, its schema, MUI's text fields and select): once for the whole site. */
const formCode = loadOnce<TNoteForm>(() =>
  import('./internal-note-form').then((module) => module.InternalNoteForm),
);

/** As MUI's FormHelperText draws under an outlined field (it comes with MUI's TextField). */
const HELPER_SX = { display: 'block', color: 'text.secondary', textAlign: 'left', m: '3px 14px 0' } as const;

/** Which of the stand-in's controls has the focus: the form takes it there. */
function focusedIn(form: HTMLElement | null): TNoteFormStart['focused'] {
  const focused = document.activeElement;
  if (!form || !focused || !form.contains(focused)) {
    return null;
  }
  if (focused instanceof HTMLTextAreaElement) {
    return 'message';
  }
  return focused instanceof HTMLButtonElement ? 'submit' : 'section';
}

type TStandInProps = {
  start: TNoteFormStart;
  onChange: (start: TNoteFormStart) => void;
  onIntent: () => void;
  formRef: RefObject<HTMLFormElement | null>;
};

/** The note form drawn as it looks, usable while its code loads: what is typed is kept. */
function StandIn({ start, onChange, onIntent, formRef }: TStandInProps) {
  const id = useId();
  const { values } = start;
  const { section, message } = NOTE_FIELDS;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...start, isSubmitting: true });
  };
  return (
    <Box
      ref={formRef}
      component="form"
      noValidate
      onSubmit={submit}
      onPointerEnter={onIntent}
      onFocus={onIntent}
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
              minRows={clampRows(message.rows)}
              maxRows={TEXTAREA_MAX_ROWS}
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
  const [start, setStart] = useState<TNoteFormStart>({
    values: EMPTY_NOTE,
    focused: null,
    isSubmitting: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const load = useCallback(() => {
    formCode.load().then(
      (loaded) => {
        setStart((current) => ({ ...current, focused: focusedIn(formRef.current) }));
        setForm(() => loaded);
      },
      // Tried again on the next use; the stand-in stays meanwhile.
      () => undefined,
    );
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
    return <Form applicationId={applicationId} start={start} />;
  }
  return <StandIn start={start} onChange={change} onIntent={load} formRef={formRef} />;
}
