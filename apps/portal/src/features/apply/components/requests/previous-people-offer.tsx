import { useState } from 'react';
import { Paper, Typography } from '@mui/material';
import type { TApplicationDetail, TSentRequests } from '@docapply/contracts';
import { formatDay, useFocusOnChange } from '@docapply/ui';
import { usePreviousPeople, useSendPeople } from '../../api/previous-people';
import { OfferEditor, describeSent } from './offer-editor';

const HEADING_ID = 'previous-people-heading';

const countSent = (sent: TSentRequests) => sent.references.length + (sent.coverage ? 1 : 0);

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
  // Here, not in the list: the answer empties the offer before it arrives, and the list goes away.
  const send = useSendPeople(detail.id);
  const [removals, setRemovals] = useState(0);
  const sentCount = send.data ? countSent(send.data) : null;
  // A removed row's button, or the whole list once sent, goes away: focus goes to the heading.
  const panelRef = useFocusOnChange<HTMLDivElement>(`${removals}:${sentCount}`);
  const people = previous.data;
  const hasPeople = Boolean(people && (people.references.length > 0 || people.coverage));
  if (!isOffered || !(hasPeople || send.isPending || send.isSuccess)) {
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
      {sentCount !== null ? (
        <Typography sx={{ mt: 1 }}>{describeSent(sentCount)}</Typography>
      ) : people ? (
        <>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {describeOffer(detail.reappointmentOf?.approvedOn ?? null)}
          </Typography>
          <OfferEditor people={people} send={send} onRemoved={() => setRemovals((count) => count + 1)} />
        </>
      ) : null}
    </Paper>
  );
}
