import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TApplicationAuditEntry } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createMockApi, createUser, renderApp } from './render-app';

function createEntry(overrides: Partial<TApplicationAuditEntry>): TApplicationAuditEntry {
  return {
    id: 'entry-1',
    at: '2026-03-08T14:30:00.000Z',
    actor: 'Dana Doe <dana.doe@example.com>',
    enteredBy: null,
    action: 'answers.saved',
    entity: 'form_response',
    entityId: 'r1',
    before: null,
    after: null,
    data: null,
    ip: null,
    ...overrides,
  };
}

describe('who changed what in an application (issue 16)', () => {
  it('lists the changes, naming the delegate who entered one for the doctor', async () => {
    const user = createUser();
    const api = createMockApi(user);
    const answer = api.get.getMockImplementation();
    api.get.mockImplementation(async (path: string) =>
      path === '/applications/app-1/audit'
        ? {
            data: [
              createEntry({
                id: 'e2',
                action: 'file.uploaded',
                enteredBy: 'Olive Manager <olive@example.com>',
              }),
              createEntry({
                id: 'e1',
                before: { medicalSchool: null },
                after: { medicalSchool: 'Rush Medical College' },
              }),
            ],
            nextCursor: null,
          }
        : answer?.(path),
    );
    renderApp('/my/application/app-1/changes', { user, api });
    const list = await screen.findByRole('list', { name: 'Changes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('entered by Olive Manager <olive@example.com>');
    expect(items[1]).toHaveTextContent('Dana Doe <dana.doe@example.com>');
    expect(items[1]).not.toHaveTextContent('entered by');
    // What changed, value by value.
    expect(within(items[1]).getByRole('term')).toHaveTextContent('Medical school');
    expect(within(items[1]).getByRole('definition')).toHaveTextContent('— → Rush Medical College');
    expect(screen.getByRole('link', { name: 'Back to the application' })).toHaveAttribute(
      'href',
      '/my/application/app-1',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
