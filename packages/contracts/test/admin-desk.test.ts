import { describe, expect, it } from 'vitest';
import { ZAdminCountsQuery, ZAdminQueueExportQuery, ZAdminQueueQuery } from '../src';

describe("the desk's queue filters", () => {
  it('reads every filter, days in a canonical time zone', () => {
    expect(
      ZAdminQueueQuery.parse({
        assignee: 'me',
        flagged: 'true',
        submittedFrom: '2026-03-01',
        submittedTo: '2026-03-01',
        department: ' Cardiology ',
        tz: 'US/Pacific-New',
      }),
    ).toMatchObject({
      assignee: 'me',
      flagged: true,
      submittedFrom: '2026-03-01',
      submittedTo: '2026-03-01',
      department: 'Cardiology',
      tz: 'America/Los_Angeles',
    });
    expect(ZAdminCountsQuery.parse({ assignee: 'none', flagged: 'false' })).toEqual({
      assignee: 'none',
      flagged: false,
      tz: 'UTC',
    });
  });

  it('refuses what no list could mean, naming the field', () => {
    const fieldOf = (input: Record<string, string>) =>
      ZAdminQueueExportQuery.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(fieldOf({ assignee: 'bob' })).toEqual(['assignee']);
    expect(fieldOf({ flagged: 'yes' })).toEqual(['flagged']);
    expect(fieldOf({ submittedFrom: '2026-02-30' })).toEqual(['submittedFrom']);
    expect(fieldOf({ submittedFrom: '2026-03-02', submittedTo: '2026-03-01' })).toEqual(['submittedTo']);
    expect(fieldOf({ tz: 'Mars/Olympus' })).toEqual(['tz']);
    expect(fieldOf({ limit: '5' })).toEqual(['']);
  });
});
