import { useEffect, useId, useRef } from 'react';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormHelperText, IconButton, TextField, Typography } from '@mui/material';
import { uniqueName } from '../tree';

type TOption = { value: string; label: string };

type TOptionsEditorProps = {
  options: TOption[] | undefined;
  onChange: (options: TOption[]) => void;
  /** Problems at `options` and `options.N.value|label`, relative to the field. */
  issueAt: (prop: string) => string | undefined;
};

function moved(options: TOption[], from: number, to: number): TOption[] {
  const next = [...options];
  const [option] = next.splice(from, 1);
  next.splice(to, 0, option);
  return next;
}

/** The choices of a drop-down or radio field: value (stored) and label (shown), in order. */
export function OptionsEditor({ options = [], onChange, issueAt }: TOptionsEditorProps) {
  const headingId = useId();
  const messageId = useId();
  const lastLabel = useRef<HTMLInputElement>(null);
  const wantsFocus = useRef(false);
  const message = issueAt('options');

  useEffect(() => {
    if (wantsFocus.current) {
      wantsFocus.current = false;
      lastLabel.current?.focus();
    }
  }, [options.length]);

  const update = (index: number, patch: Partial<TOption>) =>
    onChange(options.map((option, at) => (at === index ? { ...option, ...patch } : option)));
  const add = () => {
    const value = uniqueName(`option${options.length + 1}`, new Set(options.map((option) => option.value)));
    wantsFocus.current = true;
    onChange([...options, { value, label: `Option ${options.length + 1}` }]);
  };

  return (
    <Box role="group" aria-labelledby={headingId} aria-describedby={message ? messageId : undefined}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ mb: 2 }}>
        Options
      </Typography>
      {options.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          No options yet.
        </Typography>
      ) : null}
      <Box component="ol" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {options.map((option, index) => {
          const n = index + 1;
          const valueError = issueAt(`options.${index}.value`);
          const labelError = issueAt(`options.${index}.label`);
          return (
            <Box
              component="li"
              key={index}
              sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'flex-start' }}
            >
              <TextField
                label={`Option ${n} label`}
                value={option.label}
                size="small"
                inputRef={index === options.length - 1 ? lastLabel : undefined}
                error={Boolean(labelError)}
                helperText={labelError}
                onChange={(event) => update(index, { label: event.target.value })}
              />
              <TextField
                label={`Option ${n} value`}
                value={option.value}
                size="small"
                error={Boolean(valueError)}
                helperText={valueError}
                onChange={(event) => update(index, { value: event.target.value })}
              />
              <IconButton
                size="small"
                aria-label={`Move option ${n} up`}
                disabled={index === 0}
                onClick={() => onChange(moved(options, index, index - 1))}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Move option ${n} down`}
                disabled={index === options.length - 1}
                onClick={() => onChange(moved(options, index, index + 1))}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Remove option ${n}`}
                onClick={() => onChange(options.filter((_, at) => at !== index))}
              >
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      {message ? (
        <FormHelperText error id={messageId}>
          {message}
        </FormHelperText>
      ) : null}
      <Button size="small" startIcon={<AddIcon />} onClick={add} sx={{ mt: 2 }}>
        Add option
      </Button>
    </Box>
  );
}
