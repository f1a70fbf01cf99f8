import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TForm } from '@docapply/contracts';
import { createMockApi, createUser, renderApp } from './render-app';
import { APPLICATION_ID, HOSPITAL_ID, answerGets, createDetail } from './applications-fixtures';

const SURVEY_FORM: TForm = {
  id: 'form-survey-1',
  hospitalId: HOSPITAL_ID,
  kind: 'survey',
  key: 'survey',
  title: 'Pre-appointment survey',
  version: 1,
  definition: {
    sections: [
      {
        key: 'S',
        title: 'Practice plans',
        items: [{ name: 'languages', type: 'text', label: 'Languages besides English', required: true }],
      },
    ],
  },
};

describe('survey', () => {
  it('shows the hospital’s survey and saves the answers as the doctor types', async () => {
    const api = createMockApi(createUser());
    answerGets(api, {
      [`/applicationDatas/${APPLICATION_ID}`]: createDetail({
        forms: {
          ...createDetail().forms,
          survey: {
            form: SURVEY_FORM,
            responseId: 'survey-response',
            answers: {},
            completeness: { percent: 0, missing: [] },
            newerVersion: null,
          },
        },
      }),
    });
    api.put.mockResolvedValueOnce({
      id: 'survey-response',
      updatedAt: '2026-03-05T10:00:00.000Z',
      completeness: { percent: 100, missing: [] },
    });
    renderApp(`/survey?application=${APPLICATION_ID}`, { user: createUser(), api });
    expect(
      await screen.findByRole('heading', { name: 'Pre-appointment survey — Riverside General' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Languages besides English', { selector: 'li' })).toBeInTheDocument();

    await userEvent.setup().type(screen.getByLabelText(/Languages besides English/), 'Spanish');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved'));
    expect(api.put).toHaveBeenCalledWith('/formsResponse/survey-response', {
      answers: { languages: 'Spanish' },
    });
    expect(screen.getByText('Every required answer is given.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your application' })).toHaveAttribute(
      'href',
      `/apply?hospital=${HOSPITAL_ID}&step=review`,
    );
  });
});
