import { describe, expect, it } from 'vitest';
import { findReadAgain } from '@docapply/ui/test-kit';
import { expiringKeys } from '@/features/expiring/api/expiring-keys';
import { ADMIN_LIVE_QUERIES } from '@/features/layout/hooks/use-admin-live-updates';
import { queueKeys } from '@/features/queue/api/queue-keys';
import { reviewKeys } from '@/features/review/api/review-keys';
import { verificationKeys } from '@/features/verification/api/verification-keys';

const CHANGED = 'app-1';
const OTHER = 'app-2';

/** What the office's open pages hold of two applications. */
const SHOWN = {
  changedReview: reviewKeys.detail(CHANGED),
  changedNotes: reviewKeys.notes(CHANGED),
  changedChecklist: verificationKeys.checklist(CHANGED),
  otherReview: reviewKeys.detail(OTHER),
  otherChecklist: verificationKeys.checklist(OTHER),
  queue: queueKeys.page({ limit: 20 }),
  counts: queueKeys.counts({}),
  expiring: expiringKeys.list({ days: 60 }),
  assignees: reviewKeys.assignees('hospital-1'),
};

describe('the admin site’s live updates', () => {
  it('re-read the changed application’s review with its parts and the lists, not another application’s', async () => {
    expect(await findReadAgain(SHOWN, ADMIN_LIVE_QUERIES.of(CHANGED))).toEqual([
      'changedReview',
      'changedNotes',
      'changedChecklist',
      'queue',
      'counts',
      'expiring',
    ]);
  });

  it('re-read every application’s queries after a reconnect', async () => {
    expect(await findReadAgain(SHOWN, ADMIN_LIVE_QUERIES.all)).toEqual([
      'changedReview',
      'changedNotes',
      'changedChecklist',
      'otherReview',
      'otherChecklist',
      'queue',
      'counts',
      'expiring',
    ]);
  });
});
