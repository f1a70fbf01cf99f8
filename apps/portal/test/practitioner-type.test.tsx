import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAccountPractitionerType, TUser } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { authStorage } from '@/lib/auth-storage';
import { answerGets } from './applications-fixtures';
import { PRACTITIONER_TYPES, createMockApi, createUser, renderApp } from './render-app';

const [PHYSICIAN, NP] = PRACTITIONER_TYPES;

/** The dashboard, its hospitals' list empty, with the account's type as the API answers it. */
function renderDashboard(current: TAccountPractitionerType, user: TUser = createUser()) {
  const api = createMockApi(user);
  answerGets(api, {
    '/hospitals/all/hospitals/with/application': { data: [] },
    '/account/practitioner-type': current,
    '/delegations': { data: [{ doctorId: 'doc-1', name: 'Dana Doe', email: 'dana@example.com' }] },
  });
  renderApp('/dashboard', { user, api });
  return { api, user: userEvent.setup() };
}

const findSection = async (name: string) => screen.findByRole('region', { name });

describe('the practitioner type on the dashboard (issue 42)', () => {
  it('lets the practitioner change it until the first submission', async () => {
    const { api, user } = renderDashboard({ type: PHYSICIAN, canChange: true });
    const section = await findSection('Practitioner type: Physician (MD/DO)');
    expect(section).toHaveTextContent('you can change it until you submit your first application');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Dr. Doe');
    expect(await seriousAxeViolations(section)).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Change practitioner type' }));
    // The form's code comes when it is opened.
    await user.click(await within(section).findByRole('combobox', { name: 'Practitioner type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([PHYSICIAN.name, NP.name]);
    await user.click(screen.getByRole('option', { name: NP.name }));
    expect(await seriousAxeViolations(section)).toEqual([]);

    api.put.mockResolvedValueOnce({ type: NP, canChange: true });
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/account/practitioner-type', { practitionerType: 'np' }),
    );
    expect(await screen.findByText('Your practitioner type is now Nurse practitioner (NP).')).toBeVisible();
    const heading = await screen.findByRole('heading', {
      name: 'Practitioner type: Nurse practitioner (NP)',
    });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says what went wrong when the change is refused', async () => {
    const { api, user } = renderDashboard({ type: PHYSICIAN, canChange: true });
    const section = await findSection('Practitioner type: Physician (MD/DO)');
    await user.click(within(section).getByRole('button', { name: 'Change practitioner type' }));
    api.put.mockRejectedValueOnce(
      new ApiError({
        statusCode: 409,
        code: 'CONFLICT',
        message:
          'Your type cannot change after you have submitted an application. Ask the medical staff office.',
      }),
    );
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Your type cannot change after you have submitted an application. Ask the medical staff office.',
      ),
    ).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says why it can no longer change after the first submission', async () => {
    renderDashboard({ type: NP, canChange: false });
    const section = await findSection('Practitioner type: Nurse practitioner (NP)');
    // "Dr." is a physician's title: a nurse practitioner is greeted by her first name.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome, Dana$/);
    expect(section).toHaveTextContent(
      'It can no longer be changed here: the medical staff office verifies and reviews your submitted application as this type. If it is wrong, contact the medical staff office.',
    );
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(await seriousAxeViolations(section)).toEqual([]);
  });

  it('shows a delegate the doctor’s type, read-only', async () => {
    const delegate = createUser({
      id: 'user-9',
      name: { first: 'Olive', last: 'Manager' },
      roles: ['delegate'],
    });
    // Working for Dana already: choosing her first would read the page again, the section anew.
    authStorage.setActingFor('doc-1');
    renderDashboard({ type: NP, canChange: true }, delegate);
    const section = await findSection('Practitioner type: Nurse practitioner (NP)');
    expect(section).toHaveTextContent('Only the doctor can change their practitioner type.');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(await seriousAxeViolations(section)).toEqual([]);
  });
});
