import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import {
  MAX_REFERENCES,
  ZRequestPerson,
  type TPreviousRequestPeople,
  type TRequestPerson,
} from '@docapply/contracts';
import { formatCount, isApiError, useAlert } from '@docapply/ui';
import type { useSendPeople } from '../../api/previous-people';
import { OfferedPersonRow, type TOfferedPerson } from './offered-person-row';
import { RequestPersonDialog } from './request-person-dialog';

const PEOPLE = { one: 'person', other: 'people' };

/** "Requests sent to 4 people. …": what the panel says once they are all asked. */
export function describeSent(count: number): string {
  return count === 1
    ? 'The request was sent to 1 person. You can follow it below.'
    : `Requests sent to ${formatCount(count, PEOPLE)}. You can follow each one below.`;
}

function toOffered({ references, coverage }: TPreviousRequestPeople): TOfferedPerson[] {
  const rows: TOfferedPerson[] = references.map((person, key) => ({ key, kind: 'reference', person }));
  return coverage ? [...rows, { key: rows.length, kind: 'coverage', person: coverage }] : rows;
}

/** The server's refusal (`references.1.email`, `coverage.email`) placed on the row it is about. */
function findRowErrors(error: unknown, rows: TOfferedPerson[]): Record<number, string> {
  if (!isApiError(error) || !error.fields) {
    return {};
  }
  const references = rows.filter((row) => row.kind === 'reference');
  const errors: Record<number, string> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    const [group, index] = field.split('.');
    const row =
      group === 'references'
        ? references[Number(index)]
        : rows.find((candidate) => group === 'coverage' && candidate.kind === 'coverage');
    if (row && !(row.key in errors)) {
      errors[row.key] = message;
    }
  }
  return errors;
}

type TDialog = { mode: 'add' } | { mode: 'edit'; row: TOfferedPerson } | null;

type TOfferEditorProps = {
  /** Last time's people, as the list starts. */
  people: TPreviousRequestPeople;
  /** The panel's sending, which outlives this list (the panel says what was sent). */
  send: ReturnType<typeof useSendPeople>;
  /** A row (and the button pressed) went away: focus goes to the panel's heading. */
  onRemoved: () => void;
};

/** Last time's people as an editable list, and one button that asks them all. */
export function OfferEditor({ people, send, onRemoved }: TOfferEditorProps) {
  const { showAlert, showApiError } = useAlert();
  const [rows, setRows] = useState(() => toOffered(people));
  const [dialog, setDialog] = useState<TDialog>(null);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const references = rows.filter((row) => row.kind === 'reference');
  const canSend = rows.length > 0 && rows.every((row) => ZRequestPerson.safeParse(row.person).success);

  const savePerson = async (person: TRequestPerson) => {
    if (dialog?.mode === 'edit') {
      const { key } = dialog.row;
      setRows((current) => current.map((row) => (row.key === key ? { ...row, person } : row)));
      setRowErrors(({ [key]: _fixed, ...others }) => others);
    } else {
      setRows((current) => [
        ...current,
        { key: Math.max(-1, ...current.map((row) => row.key)) + 1, kind: 'reference', person },
      ]);
    }
    setDialog(null);
  };

  const remove = (key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
    onRemoved();
  };

  const sendAll = () => {
    const body = {
      references: references.map((row) => row.person),
      coverage: rows.find((row) => row.kind === 'coverage')?.person ?? null,
    };
    send.mutate(body, {
      onSuccess: () => showAlert({ type: 'success', message: describeSent(rows.length) }),
      onError: (error) => {
        setRowErrors(findRowErrors(error, rows));
        showApiError(error);
      },
    });
  };

  return (
    <>
      {rows.length > 0 ? (
        <Box
          component="ul"
          aria-label="People to ask again"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 2,
            '& > li + li': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          {rows.map((row) => (
            <OfferedPersonRow
              key={row.key}
              offered={row}
              error={rowErrors[row.key]}
              isBusy={send.isPending}
              onEdit={() => setDialog({ mode: 'edit', row })}
              onRemove={() => remove(row.key)}
            />
          ))}
        </Box>
      ) : (
        <Typography sx={{ mt: 4 }}>Nobody is left on the list: name people in the panels below.</Typography>
      )}
      <Stack useFlexGap direction="row" spacing={3} sx={{ mt: 4, flexWrap: 'wrap', rowGap: 3 }}>
        <Button
          variant="contained"
          startIcon={<SendOutlinedIcon />}
          disabled={!canSend}
          loading={send.isPending}
          onClick={sendAll}
        >
          {rows.length === 1
            ? 'Send the request to this person'
            : `Send requests to these ${formatCount(rows.length, PEOPLE)}`}
        </Button>
        {references.length < MAX_REFERENCES ? (
          <Button
            variant="outlined"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            disabled={send.isPending}
            onClick={() => setDialog({ mode: 'add' })}
          >
            Add another reference
          </Button>
        ) : null}
      </Stack>
      <RequestPersonDialog
        key={dialog?.mode === 'edit' ? `edit-${dialog.row.key}` : 'add'}
        title={
          dialog?.mode === 'edit'
            ? `Change ${dialog.row.person.name}’s details`
            : 'Add a reference to the list'
        }
        initial={dialog?.mode === 'edit' ? dialog.row.person : undefined}
        intro="Nothing is sent yet: the requests go when you send them all."
        submitLabel={dialog?.mode === 'edit' ? 'Save' : 'Add to the list'}
        isOpen={dialog !== null}
        isBusy={false}
        onClose={() => setDialog(null)}
        onSubmit={savePerson}
      />
    </>
  );
}
