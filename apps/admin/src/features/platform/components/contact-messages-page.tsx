import { useState } from 'react';
import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { TContactFilter } from '@docapply/contracts';
import { useAlert } from '@docapply/ui';
import { PageContainer } from '@/components/page-container';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useContactMessages } from '../api/get-contacts';
import { useUpdateContact } from '../api/update-contact';
import { ContactCard } from './contact-card';
import { ListPager } from './list-pager';
import { PageHeading } from '@/components/page-heading';

const PAGE_SIZE = 20;
const FILTERS: { value: TContactFilter; label: string }[] = [
  { value: 'unhandled', label: 'To handle' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];
const EMPTY_TEXT: Record<TContactFilter, string> = {
  unhandled: 'Nothing to handle. New messages from the Contact Us form appear here.',
  handled: 'No message is marked handled yet.',
  all: 'Messages sent through the Contact Us form on the landing page appear here.',
};

/** /platform/contacts: Contact Us messages, newest first, marked handled once answered. */
export function ContactMessagesPage() {
  const [status, setStatus] = useState<TContactFilter>('unhandled');
  const [page, setPage] = useState(1);
  const contacts = useContactMessages({ status, page, pageSize: PAGE_SIZE });
  const updateContact = useUpdateContact();
  const { showAlert, showApiError } = useAlert();
  const rows = contacts.data?.data ?? [];

  const setHandled = (id: string, handled: boolean) => {
    updateContact.mutate(
      { id, handled },
      {
        onSuccess: () =>
          showAlert({ type: 'success', message: handled ? 'Marked handled.' : 'Marked as still to handle.' }),
        onError: (error) => showApiError(error),
      },
    );
  };

  return (
    <PageContainer maxWidth="md">
      <Stack spacing={6}>
        <PageHeading
          title="Contact messages"
          description="What visitors wrote through the Contact Us form. Reply by email, then mark the message handled."
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={status}
          onChange={(_event, next: TContactFilter | null) => {
            if (next) {
              setStatus(next);
              setPage(1);
            }
          }}
          aria-label="Show messages"
        >
          {FILTERS.map((filter) => (
            <ToggleButton key={filter.value} value={filter.value}>
              {filter.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {contacts.isPending ? <LoadingState label="Loading messages..." /> : null}
        {contacts.isError && !contacts.data ? (
          <ErrorState error={contacts.error} onRetry={() => void contacts.refetch()} />
        ) : null}
        {contacts.data && rows.length === 0 ? (
          <EmptyState title="No messages">{EMPTY_TEXT[status]}</EmptyState>
        ) : null}
        {rows.length > 0 && contacts.data ? (
          <Stack spacing={4}>
            <ListPager
              total={contacts.data.total}
              page={page}
              pageSize={PAGE_SIZE}
              noun="message"
              onPageChange={setPage}
            />
            {rows.map((contact) => (
              <ContactCard
                key={contact.id}
                contact={contact}
                isBusy={updateContact.isPending && updateContact.variables.id === contact.id}
                onHandledChange={(handled) => setHandled(contact.id, handled)}
              />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
