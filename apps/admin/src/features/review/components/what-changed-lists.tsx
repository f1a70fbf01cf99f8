import { useId } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { TAnswerChange, TDocumentChange, TPrivilegeChange } from '@docapply/contracts';
import { formatCount } from '@docapply/ui';
import { DocumentButton } from './document-button';

const LIST_SX = { listStyle: 'none', p: 0, m: 0 } as const;

function placeOf(change: TAnswerChange): string {
  return change.formKey === 'application'
    ? `Section ${change.sectionKey}: ${change.sectionTitle}`
    : change.formTitle;
}

/** Changed answers by section (documents have their own list): each "before → after". */
export function AnswerChanges({ changes }: { changes: readonly TAnswerChange[] }) {
  // Unique per list: the reappointment's comparison shows these lists on the same page (issue 14).
  const headingId = useId();
  const places = [...new Set(changes.map(placeOf))];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {formatCount(changes.length, 'answer')} changed
      </Typography>
      {places.map((place) => (
        <Box key={place} sx={{ mt: 2 }}>
          <Typography component="h4" variant="subtitle2" color="text.secondary">
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
export function DocumentChanges({ changes }: { changes: readonly TDocumentChange[] }) {
  // Unique per list: the reappointment's comparison shows these lists on the same page (issue 14).
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
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

export function PrivilegeChanges({ changes }: { changes: readonly TPrivilegeChange[] }) {
  // Unique per list: the reappointment's comparison shows these lists on the same page (issue 14).
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {formatCount(changes.length, 'privilege')} changed
      </Typography>
      <Stack component="ul" spacing={1} sx={{ ...LIST_SX, mt: 2 }}>
        {changes.map((change) => (
          <Typography component="li" key={`${change.change}:${change.privilegeId}`}>
            {`${change.change === 'added' ? 'Added' : 'Removed'}: ${change.name}`}
            {change.department ? ` (${change.department})` : ''}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}
