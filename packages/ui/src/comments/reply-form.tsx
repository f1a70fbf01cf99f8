import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ZCreateReplyRequest, type TFieldDescriptor } from '@docapply/contracts';
import { Field } from '../field/field';
import { getMessageIssue } from './message-issue';

const REPLY_FIELD: TFieldDescriptor = {
  name: 'reply',
  type: 'textarea',
  label: 'Reply',
  placeholder: 'Enter your reply',
  required: true,
  rows: 2,
  margin: 'dense',
};

type TReplyFormProps = { authorName: string; isBusy: boolean; onSend: (message: string) => void };

/** The reply box under a comment. It opens because the user wants to reply, so it takes the focus. */
export function ReplyForm({ authorName, isBusy, onSend }: TReplyFormProps) {
  const [message, setMessage] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLTextAreaElement>('textarea:not([aria-hidden])')?.focus();
  }, []);
  const handleChange = useCallback((_name: string, value: string) => setMessage(value), []);

  const parsed = ZCreateReplyRequest.shape.message.safeParse(message);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success && !isBusy) {
      onSend(parsed.data);
    }
  };

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      aria-label={`Reply to ${authorName}`}
      onSubmit={handleSubmit}
    >
      <Field field={REPLY_FIELD} value={message} onChange={handleChange} error={getMessageIssue(message)} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={!parsed.success || isBusy}>
          Send reply
        </Button>
      </Box>
    </Box>
  );
}
