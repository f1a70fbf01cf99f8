import { useEffect, useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { MAIL_STATUSES, type TMailStatus } from '@docapply/contracts';
import { PageContainer } from '@/components/page-container';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useOutbox } from '../api/get-outbox';
import { ListPager } from './list-pager';
import { MailDialog } from './mail-dialog';
import { MAIL_STATUS_LABELS } from './mail-status-chip';
import { OutboxList } from './outbox-list';
import { PageHeading } from '@/components/page-heading';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

/** The recipient search, sent once typing pauses. */
function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/** /platform/outbox: every message the product sent or tried to send, and its state. */
export function OutboxPage() {
  const [status, setStatus] = useState<TMailStatus | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const q = useDebounced(search.trim());
  const outbox = useOutbox({ status: status || undefined, q: q || undefined, page, pageSize: PAGE_SIZE });
  const rows = outbox.data?.data ?? [];
  const hasFilters = status !== '' || q !== '';

  return (
    <PageContainer>
      <Stack spacing={6}>
        <PageHeading
          title="Mail outbox"
          description="Every email DocApply sent or is sending, newest first. Without a mail server, messages are logged here instead of sent."
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <TextField
            select
            label="Status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as TMailStatus | '');
              setPage(1);
            }}
            // A fixed width: left to itself the select took the whole row at tablet width.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}
          >
            <MenuItem value="">All</MenuItem>
            {MAIL_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {MAIL_STATUS_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="search"
            label="Recipient"
            placeholder="Part of an email address"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            sx={{ flex: 1, minWidth: 0, maxWidth: { sm: 420 } }}
          />
        </Stack>
        {outbox.isPending ? <LoadingState label="Loading mail..." /> : null}
        {outbox.isError && !outbox.data ? (
          <ErrorState error={outbox.error} onRetry={() => void outbox.refetch()} />
        ) : null}
        {outbox.data && rows.length === 0 ? (
          <EmptyState title={hasFilters ? 'No mail matches' : 'No mail yet'}>
            {hasFilters
              ? 'Try another status or recipient.'
              : 'Sign-in codes, invitations and notifications appear here as they are sent.'}
          </EmptyState>
        ) : null}
        {rows.length > 0 && outbox.data ? (
          <Stack spacing={4}>
            <ListPager
              total={outbox.data.total}
              page={page}
              pageSize={PAGE_SIZE}
              noun="message"
              onPageChange={setPage}
            />
            <OutboxList mails={rows} onOpen={setOpenId} />
          </Stack>
        ) : null}
      </Stack>
      {openId ? <MailDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </PageContainer>
  );
}
