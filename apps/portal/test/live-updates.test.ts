import { describe, expect, it } from 'vitest';
import { findReadAgain } from '@docapply/ui/test-kit';
import { myApplicationKeys } from '@/features/applications/api/my-application-keys';
import { PORTAL_LIVE_QUERIES } from '@/features/layout/hooks/use-portal-live-updates';
import { applicationKeys } from '@/lib/query-keys';

const CHANGED = 'app-1';
const OTHER = 'app-2';

/** What the doctor's open pages hold of two applications. */
const SHOWN = {
  changedDetail: applicationKeys.detail(CHANGED),
  otherDetail: applicationKeys.detail(OTHER),
  changedEditorCopy: applicationKeys.editing(CHANGED),
  changedReport: applicationKeys.statusReport(CHANGED),
  otherReport: applicationKeys.statusReport(OTHER),
  myApplications: myApplicationKeys.mine(),
  dashboardHospitals: applicationKeys.byHospital(),
};

describe('the portal’s live updates', () => {
  it('re-read the changed application’s detail and report and the lists, not another application’s', async () => {
    expect(await findReadAgain(SHOWN, PORTAL_LIVE_QUERIES.of(CHANGED))).toEqual([
      'changedDetail',
      'changedReport',
      'myApplications',
      'dashboardHospitals',
    ]);
  });

  it('re-read every detail, report and list after a reconnect, never the editor’s copy', async () => {
    expect(await findReadAgain(SHOWN, PORTAL_LIVE_QUERIES.all)).toEqual([
      'changedDetail',
      'otherDetail',
      'changedReport',
      'otherReport',
      'myApplications',
      'dashboardHospitals',
    ]);
  });
});
