import { useState } from 'react';
import { Paper, Typography } from '@mui/material';
import type { TApplicationDetail } from '@docapply/contracts';
import { formatDay, useFocusOnChange } from '@docapply/ui';
import { usePreviousPeople } from '../../api/previous-people';
import { OfferEditor, describeSent } from './offer-editor';

const HEADING_ID = 'previous-people-heading';

function describeOffer(approvedOn: string | null): string {
  const named = approvedOn
    ? `Your application approved on ${formatDay(approvedOn)} named these people.`
    : 'Your last approved application named these people.';
  return `${named} Check their details, change or remove anyone, add others, then send all the requests at once.`;
}

/**
 * On a reappointment (issue 43): last time's references and covering physician, offered to be
 * asked again with one press, until anyone is asked for this application.
 */
export function PreviousPeopleOffer({ detail }: { detail: TApplicationDetail }) {
  const isOffered = detail.kind === 'reappointment' && detail.isEditable;
  const previous = usePreviousPeople(detail.id, isOffered);
  const [removals, setRemovals] = useState(0);
  const [sentCount, setSentCount] = useState<number | null>(null);
  // A removed row's button, or the whole list once sent, goes away: focus goes to the heading.
  const panelRef = useFocusOnChange<HTMLDivElement>(`${removals}:${sentCount}`);
  const people = previous.data;
  const hasPeople = Boolean(people && (people.references.length > 0 || people.coverage));
  if (!isOffered || (sentCount === null && !hasPeople)) {
    return null;
  }
  return (
    <Paper
      ref={panelRef}
      component="section"
      aria-labelledby={HEADING_ID}
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, md: 6 } }}
    >
      <Typography id={HEADING_ID} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Last time’s references and covering physician
      </Typography>
      {sentCount !== null || !people ? (
        <Typography sx={{ mt: 1 }}>{describeSent(sentCount ?? 0)}</Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {describeOffer(detail.reappointmentOf?.approvedOn ?? null)}
          </Typography>
          <OfferEditor
            applicationId={detail.id}
            people={people}
            onRemoved={() => setRemovals((count) => count + 1)}
            onSent={setSentCount}
          />
        </>
      )}
    </Paper>
  );
}
