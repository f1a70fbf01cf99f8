import { useId } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type {
  TAnswerChange,
  TDocumentChange,
  TPrivilegeChange,
  TSubmissionChanges,
} from '@docapply/contracts';
import { formatCount } from '@docapply/ui';
import { ChangeSource } from './change-source';
import { DocumentButton } from './document-button';

const LIST_SX = { listStyle: 'none', p: 0, m: 0 } as const;

/** A list's heading level: 3 in a card, 4 inside a round or a comparison (their heading is 3). */
export type THeadingLevel = 3 | 4;
const heading = (level: THeadingLevel) => (level === 3 ? 'h3' : 'h4');
const subheading = (level: THeadingLevel) => (level === 3 ? 'h4' : 'h5');

function placeOf(change: TAnswerChange): string {
  return change.formKey === 'application'
    ? `Section ${change.sectionKey}: ${change.sectionTitle}`
    : change.formTitle;
}

type TListProps<T> = { changes: readonly T[]; level?: THeadingLevel };

/** Changed answers by section (documents have their own list): each "before → after", and its source. */
export function AnswerChanges({ changes, level = 3 }: TListProps<TAnswerChange>) {
  // Unique per list: the reappointment's comparison shows these lists on the same page (issue 14).
  const headingId = useId();
  const places = [...new Set(changes.map(placeOf))];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component={heading(level)} variant="subtitle1" sx={{ fontWeight: 700 }}>
        {formatCount(changes.length, 'answer')} changed
      </Typography>
      {places.map((place) => (
        <Box key={place} sx={{ mt: 2 }}>
          <Typography component={subheading(level)} variant="subtitle2" color="text.secondary">
            {place}
          </Typography>
          <Stack component="ul" spacing={2} sx={{ ...LIST_SX, mt: 1 }}>
            {changes
              .filter((change) => placeOf(change) === place)
              .map((change) => (
                <li key={`${change.formKey}:${change.path}`}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {`${change.label}: `}
                    </Box>
                    {`${change.before} → ${change.after}`}
                  </Typography>
                  <ChangeSource source={change.source} />
                </li>
              ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

const DOCUMENT_VERBS: Record<TDocumentChange['change'], string> = {
  added: 'added',
  replaced: 'replaced',
  removed: 'removed',
};

function DocumentChangeItem({ change }: { change: TDocumentChange }) {
  const title = change.label
    ? `${change.label}${change.formTitle ? ` (${change.formTitle})` : ''}`
    : 'Document';
  return (
    <Box component="li">
      <Typography sx={{ fontWeight: 600 }}>{`${title}: ${DOCUMENT_VERBS[change.change]}`}</Typography>
      <ChangeSource source={change.source} />
      {change.previous ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: '3.5rem' }}>
            Before
          </Typography>
          <DocumentButton fileId={change.previous.id} />
        </Stack>
      ) : null}
      {change.file ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: '3.5rem' }}>
            Now
          </Typography>
          <DocumentButton fileId={change.file.id} />
        </Stack>
      ) : null}
    </Box>
  );
}

/** Documents added, replaced or removed, each still open to the office (superseded ones too). */
export function DocumentChanges({ changes, level = 3 }: TListProps<TDocumentChange>) {
  // Unique per list: the reappointment's comparison shows these lists on the same page (issue 14).
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component={heading(level)} variant="subtitle1" sx={{ fontWeight: 700 }}>
        {formatCount(changes.length, 'document')} changed
      </Typography>
      <Stack component="ul" spacing={3} sx={{ ...LIST_SX, mt: 2 }}>
        {changes.map((change) => (
          <DocumentChangeItem
            key={`${change.change}:${change.previous?.id ?? ''}:${change.file?.id ?? ''}`}
            change={change}
          />
        ))}
      </Stack>
    </Box>
  );
}

export function PrivilegeChanges({ changes, level = 3 }: TListProps<TPrivilegeChange>) {
  // Unique per list: the reappointment's comparison shows these lists on the same page (issue 14).
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component={heading(level)} variant="subtitle1" sx={{ fontWeight: 700 }}>
        {formatCount(changes.length, 'privilege')} changed
      </Typography>
      <Stack component="ul" spacing={1} sx={{ ...LIST_SX, mt: 2 }}>
        {changes.map((change) => (
          <li key={`${change.change}:${change.privilegeId}`}>
            <Typography>
              {`${change.change === 'added' ? 'Added' : 'Removed'}: ${change.name}`}
              {change.department ? ` (${change.department})` : ''}
            </Typography>
            <ChangeSource source={change.source} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

// File answers are listed once, with the documents.
const listedAnswers = (changes: TSubmissionChanges) =>
  changes.answers.filter((change) => change.fieldType !== 'file');

/** How many changes the lists show: answers (but file answers), documents and privileges. */
export function countChanges(changes: TSubmissionChanges): number {
  return listedAnswers(changes).length + changes.documents.length + changes.privileges.length;
}

/** The answers, documents and privileges changed between two submissions, or that none did. */
export function ChangeLists({ changes, level = 3 }: { changes: TSubmissionChanges; level?: THeadingLevel }) {
  const answers = listedAnswers(changes);
  if (countChanges(changes) === 0) {
    return <Typography>No answer, document or privilege changed.</Typography>;
  }
  return (
    <Stack spacing={4}>
      {answers.length > 0 ? <AnswerChanges changes={answers} level={level} /> : null}
      {changes.documents.length > 0 ? <DocumentChanges changes={changes.documents} level={level} /> : null}
      {changes.privileges.length > 0 ? <PrivilegeChanges changes={changes.privileges} level={level} /> : null}
    </Stack>
  );
}
