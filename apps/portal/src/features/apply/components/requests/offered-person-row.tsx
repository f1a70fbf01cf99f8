import { Button, Chip, Typography } from '@mui/material';
import { ZRequestPerson, type TRequestKind, type TRequestPerson } from '@docapply/contracts';
import { RequestContact } from '@docapply/ui';
import { PersonRow } from './person-row';

/** Someone on the list of people to ask again, before anything is sent. */
export type TOfferedPerson = { key: number; kind: TRequestKind; person: TRequestPerson };

const FIELD_WORDS: Record<keyof TRequestPerson, string> = {
  name: 'full name',
  specialty: 'specialty',
  email: 'email',
  phone: 'phone',
  relationship: 'relationship to you',
};
const LIST = new Intl.ListFormat('en', { type: 'conjunction' });

/** What a person's details need before they can be asked ("Edit to add their phone."), or null. */
export function describeIncomplete(person: TRequestPerson): string | null {
  const result = ZRequestPerson.safeParse(person);
  if (result.success) {
    return null;
  }
  const fields = [...new Set(result.error.issues.map((issue) => issue.path[0]))].filter(
    (field): field is keyof TRequestPerson => typeof field === 'string' && field in FIELD_WORDS,
  );
  const missing = fields.filter((field) => person[field].trim() === '').map((field) => FIELD_WORDS[field]);
  const wrong = fields.filter((field) => person[field].trim() !== '').map((field) => FIELD_WORDS[field]);
  const parts = [
    missing.length > 0 ? `add their ${LIST.format(missing)}` : null,
    wrong.length > 0 ? `correct their ${LIST.format(wrong)}` : null,
  ].filter(Boolean);
  return `Edit to ${parts.join(' and ')}.`;
}

type TOfferedPersonRowProps = {
  offered: TOfferedPerson;
  /** The server's refusal about this person (their email already asked, …). */
  error?: string;
  isBusy: boolean;
  onEdit: () => void;
  onRemove: () => void;
};

/** One of last time's people (or one added): who, as what, how to reach them; change or remove. */
export function OfferedPersonRow({ offered, error, isBusy, onEdit, onRemove }: TOfferedPersonRowProps) {
  const { person, kind } = offered;
  const incomplete = describeIncomplete(person);
  return (
    <PersonRow
      name={person.name}
      chip={
        <Chip
          size="small"
          variant="outlined"
          label={kind === 'reference' ? 'Reference' : 'Covering physician'}
        />
      }
      details={
        <>
          <RequestContact request={person} />
          {[incomplete, error].map((message) =>
            message ? (
              <Typography key={message} variant="body2" color="error" sx={{ mt: 1 }}>
                {message}
              </Typography>
            ) : null,
          )}
        </>
      }
      actions={
        <>
          <Button size="small" onClick={onEdit} disabled={isBusy} aria-label={`Edit ${person.name}`}>
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            onClick={onRemove}
            disabled={isBusy}
            aria-label={`Remove ${person.name}`}
          >
            Remove
          </Button>
        </>
      }
    />
  );
}
