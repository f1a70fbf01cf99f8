import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TForm, TPickedPrivilege, TSaveFormResponseResult } from '@docapply/contracts';
import { createMockApi, createUser, renderApp } from './render-app';
import { APPLICATION_ID, HOSPITAL_ID, answerGets, createDetail } from './applications-fixtures';

const PRIVILEGE_FORM: TForm = {
  id: 'form-privilege-1',
  hospitalId: HOSPITAL_ID,
  kind: 'privilege',
  key: 'privilege-core-em',
  title: 'Core emergency medicine',
  version: 1,
  definition: {
    sections: [
      {
        key: 'P',
        title: 'Case numbers',
        items: [{ name: 'encounters', type: 'number', label: 'Encounters in 24 months', required: true }],
      },
    ],
  },
};

const PICKED: TPickedPrivilege = {
  id: 'picked-1',
  privilegeId: 'priv-us',
  name: 'Point-of-care ultrasound',
  department: 'Emergency Medicine',
  formId: PRIVILEGE_FORM.id,
  formResponseId: 'response-us',
  percent: 100,
};

function createPrivilegesApi() {
  const api = createMockApi(createUser());
  answerGets(api, {
    [`/applicationDatas/${APPLICATION_ID}`]: createDetail(),
    '/privileges/all': {
      data: [
        {
          department: 'Emergency Medicine',
          privileges: [
            {
              id: 'priv-core',
              name: 'Core emergency medicine',
              criteria: '500 encounters',
              formId: PRIVILEGE_FORM.id,
            },
            {
              id: 'priv-us',
              name: 'Point-of-care ultrasound',
              criteria: '25 studies',
              formId: PRIVILEGE_FORM.id,
            },
          ],
        },
        {
          department: 'General Surgery',
          privileges: [
            { id: 'priv-gs', name: 'Core general surgery', criteria: '50 operations', formId: null },
          ],
        },
      ],
    },
    '/privileges': { data: [PICKED] },
    [`/forms/id/${PRIVILEGE_FORM.id}`]: PRIVILEGE_FORM,
    '/formsResponse/response-core': {
      id: 'response-core',
      formId: PRIVILEGE_FORM.id,
      applicationId: APPLICATION_ID,
      answers: {},
      status: 'draft',
      updatedAt: '2026-03-05T10:00:00.000Z',
    },
  });
  return api;
}

describe('privileges', () => {
  it('shows the catalogue by department with criteria and the requested privileges', async () => {
    renderApp(`/privilege?application=${APPLICATION_ID}`, { user: createUser(), api: createPrivilegesApi() });
    expect(
      await screen.findByRole('heading', { name: 'Privileges — Riverside General' }),
    ).toBeInTheDocument();
    // The Dashboard link stays highlighted here.
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const emergency = await screen.findByRole('list', { name: 'Emergency Medicine privileges' });
    expect(within(emergency).getByText('500 encounters')).toBeInTheDocument();
    expect(within(emergency).getByText('Requested')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'General Surgery privileges' })).toHaveTextContent(
      'Core general surgery',
    );
    expect(screen.getByRole('list', { name: 'Requested privileges' })).toHaveTextContent(
      'Point-of-care ultrasound',
    );
  });

  it('opens a privilege’s questions when it is requested', async () => {
    const api = createPrivilegesApi();
    api.post.mockResolvedValueOnce({
      ...PICKED,
      id: 'picked-2',
      privilegeId: 'priv-core',
      name: 'Core emergency medicine',
      formResponseId: 'response-core',
      percent: 0,
    });
    renderApp(`/privilege?application=${APPLICATION_ID}`, { user: createUser(), api });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Request Core emergency medicine' }));
    expect(api.post).toHaveBeenCalledWith('/privileges', {
      applicationId: APPLICATION_ID,
      privilegeId: 'priv-core',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Core emergency medicine — questions' });
    expect(await within(dialog).findByLabelText(/Encounters in 24 months/)).toBeInTheDocument();
  });

  it('removes a requested privilege after confirming', async () => {
    const api = createPrivilegesApi();
    api.del.mockResolvedValueOnce({ message: 'Removed' });
    renderApp(`/privilege?application=${APPLICATION_ID}`, { user: createUser(), api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Point-of-care ultrasound' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this privilege?' });
    expect(api.del).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(api.del).toHaveBeenCalledWith('/formsResponse/response-us');
    expect(await screen.findByText('Point-of-care ultrasound was removed.')).toBeInTheDocument();
  });

  it('shows the percentage a save answers in the privilege’s row, without reading the list again', async () => {
    const api = createPrivilegesApi();
    answerGets(api, {
      '/privileges': { data: [{ ...PICKED, percent: 0 }] },
      '/formsResponse/response-us': {
        id: 'response-us',
        formId: PRIVILEGE_FORM.id,
        applicationId: APPLICATION_ID,
        answers: {},
        status: 'draft',
        updatedAt: '2026-03-05T10:00:00.000Z',
      },
    });
    const saved: TSaveFormResponseResult = {
      id: 'response-us',
      updatedAt: '2026-03-05T10:01:00.000Z',
      completeness: { percent: 100, missing: [] },
    };
    api.put.mockResolvedValueOnce(saved);
    renderApp(`/privilege?application=${APPLICATION_ID}`, { user: createUser(), api });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Requested privileges' });
    expect(list).toHaveTextContent('0%');

    await user.click(
      within(list).getByRole('button', { name: 'Answer questions: Point-of-care ultrasound' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Point-of-care ultrasound — questions' });
    await user.type(await within(dialog).findByLabelText(/Encounters in 24 months/), '600');
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(api.put.mock.calls[0][0]).toBe('/formsResponse/response-us');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(await within(list).findByText('Complete')).toBeInTheDocument();
    expect(api.get.mock.calls.filter(([path]) => path === '/privileges')).toHaveLength(1);
  });
});
