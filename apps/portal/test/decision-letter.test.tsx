import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TApplicationStatus, TDoctorDecisionLetter } from '@docapply/contracts';
import type { TDownloadedFile } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION_ID, answerGets, createDetail } from './applications-fixtures';
import { createMockApi, createUser, renderApp } from './render-app';

const LETTER_PATH = `/applications/${APPLICATION_ID}/decision-letter`;
const LETTER: TDoctorDecisionLetter = {
  applicationId: APPLICATION_ID,
  decidedOn: '2026-03-02',
  outcome: 'approved',
  sentAt: '2026-03-05T15:00:00.000Z',
};

function renderDetail(status: TApplicationStatus, letter: TDoctorDecisionLetter | null) {
  const api = { ...createMockApi(createUser()), getBlob: vi.fn() };
  answerGets(api, {
    [`/applicationDatas/${APPLICATION_ID}`]: createDetail({ status, isEditable: false }),
    [LETTER_PATH]: letter,
  });
  return { ...renderApp(`/my/application/${APPLICATION_ID}`, { user: createUser(), api }), api };
}

describe('the decision letter on the doctor’s application', () => {
  it('is offered once the hospital has sent it, and downloads under the server’s name', async () => {
    const { api } = renderDetail('approved', LETTER);
    const card = await screen.findByRole('region', { name: 'Decision letter' });
    expect(
      within(card).getByText('Riverside General sent you the letter with its decision on 03/05/2026.'),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(card)).toEqual([]);

    const file: TDownloadedFile = {
      blob: new Blob(['%PDF'], { type: 'application/pdf' }),
      fileName: 'decision-letter-dana-doe-2026-03-02.pdf',
      contentType: 'application/pdf',
    };
    api.getBlob.mockResolvedValueOnce(file);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:letter'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(within(card).getByRole('button', { name: 'Download decision letter' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.getBlob).toHaveBeenCalledWith(`${LETTER_PATH}/pdf`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(file.fileName);
    click.mockRestore();
  });

  it('is not there while the hospital has not sent it', async () => {
    const { api } = renderDetail('rejected', null);
    await screen.findByRole('heading', { level: 1, name: 'Riverside General' });
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(LETTER_PATH));
    expect(screen.queryByRole('region', { name: 'Decision letter' })).toBeNull();
  });

  it('is not asked for before the decision', async () => {
    const { api } = renderDetail('in-review', LETTER);
    await screen.findByRole('heading', { level: 1, name: 'Riverside General' });
    expect(api.get).not.toHaveBeenCalledWith(LETTER_PATH);
    expect(screen.queryByRole('region', { name: 'Decision letter' })).toBeNull();
  });
});
