import { useCallback, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import {
  COMMENT_SECTIONS,
  DEFAULT_COMMENT_SECTION,
  ZCommentSection,
  ZCreateCommentRequest,
  type TFieldDescriptor,
} from '@docapply/contracts';
import { Field } from '../field/field';
import type { TCreateCommentVariables } from './api/create-comment';
import { getMessageIssue } from './message-issue';

const SECTION_FIELD: TFieldDescriptor = {
  name: 'section',
  type: 'select',
  label: 'Section',
  options: COMMENT_SECTIONS.map((value) => ({ value, label: `Section - ${value}` })),
  margin: 'dense',
};

const MESSAGE_FIELD: TFieldDescriptor = {
  name: 'message',
  type: 'textarea',
  label: 'Message',
  placeholder: 'Enter your comment',
  required: true,
  rows: 2,
  margin: 'dense',
};

type TValues = { section: string; message: string };
const EMPTY: TValues = { section: DEFAULT_COMMENT_SECTION, message: '' };

type TCommentComposerProps = { isBusy: boolean; onSend: (values: TCreateCommentVariables) => void };

/**
 * The new-comment form at the bottom of the panel. The panel clears it (section back to A) by
 * remounting it with a new key, which also forgets that the fields were visited.
 */
export function CommentComposer({ isBusy, onSend }: TCommentComposerProps) {
  const [values, setValues] = useState<TValues>(EMPTY);
  const handleChange = useCallback(
    (name: string, value: string) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );

  const section = ZCommentSection.safeParse(values.section);
  const message = ZCreateCommentRequest.shape.message.safeParse(values.message);
  // Spec section 5: every field non-empty and without error, and not while a call is running.
  const canSend = section.success && message.success && !isBusy;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) {
      onSend({ section: section.data, message: message.data });
    }
  };

  return (
    <Box component="form" noValidate aria-label="New comment" onSubmit={handleSubmit}>
      <Field field={SECTION_FIELD} value={values.section} onChange={handleChange} />
      <Field
        field={MESSAGE_FIELD}
        value={values.message}
        onChange={handleChange}
        error={getMessageIssue(values.message)}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!canSend}>
          Send
        </Button>
      </Box>
    </Box>
  );
}
