import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminHospitalList, TDecisionRoute, TDecisionRouteInput } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { COUNTS, HOSPITAL_ID, createQueuePage } from './admin-fixtures';
import { CHAIR_STEP_ID } from './committee-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const HOSPITALS: TAdminHospitalList = {
  data: [{ id: HOSPITAL_ID, name: 'Riverside General', city: 'Springfield', state: 'IL' }],
};

const ROUTE: TDecisionRoute = {
  steps: [
    {
      id: CHAIR_STEP_ID,
      position: 1,
      name: 'Department chair',
      kind: 'person',
      quorum: 1,
      allowedOutcomes: ['grant', 'grant-with-conditions', 'defer', 'deny'],
      allowElectronicVote: false,
      members: [{ userId: 'u-1', name: 'Dana Chair', email: 'dana.chair@riverside.org', isChair: false }],
    },
  ],
};

const routePath = `/admin/hospitals/${HOSPITAL_ID}/decision-route`;

function renderRoute() {
  const api = createMockApi({
    '/admin/hospitals': HOSPITALS,
    [routePath]: ROUTE,
    '/admin/applications': createQueuePage(),
    '/admin/applications/counts': COUNTS,
  });
  return renderAdmin(`/decision-route?hospital=${HOSPITAL_ID}`, { user: createAdminUser(), api });
}

const findForm = () => screen.findByRole('form', { name: 'Decision route of Riverside General' });

// Whole routes with lazy pages: slow on a busy machine.
describe('decision route page', () => {
  it('is in the Set-up menu and shows the route, its last step marked as the one that decides', async () => {
    const { container } = renderRoute();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Set-up' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Decision route' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    const form = await findForm();
    const step = within(form).getByRole('listitem', { name: 'Step 1: Department chair' });
    expect(within(step).getByRole('textbox', { name: /Name/ })).toHaveValue('Department chair');
    expect(within(step).getByRole('radio', { name: 'One person' })).toBeChecked();
    // A person step has no quorum and no chair: the person recommends alone.
    expect(within(step).queryByRole('spinbutton', { name: /Quorum/ })).toBeNull();
    expect(within(step).queryByRole('checkbox', { name: /Chair/ })).toBeNull();
    expect(within(step).getByRole('textbox', { name: /Member 1 email/ })).toHaveValue(
      'dana.chair@riverside.org',
    );
    expect(
      within(step).getByText(
        'This step’s decision is final: it sets the status, the appointment and the letter.',
      ),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('adds a committee with its members, moves it, and saves the route in order', async () => {
    const { api } = renderRoute();
    api.put.mockImplementationOnce(async () => ROUTE);
    const user = userEvent.setup();
    const form = await findForm();
    await user.click(within(form).getByRole('button', { name: 'Add step' }));
    // The new step's name has the focus.
    expect(document.activeElement).toHaveAttribute('name', 'steps.1.name');
    await user.type(document.activeElement as HTMLElement, 'Credentials committee');
    const step = within(form).getByRole('listitem', { name: 'Step 2: Credentials committee' });
    expect(within(step).getByRole('radio', { name: 'A committee' })).toBeChecked();
    // The last step now decides; the first no longer says so.
    expect(within(step).getByText(/This step’s decision is final/)).toBeInTheDocument();
    expect(within(form).getAllByText(/This step’s decision is final/)).toHaveLength(1);
    await user.clear(within(step).getByRole('spinbutton', { name: /Quorum/ }));
    await user.type(within(step).getByRole('spinbutton', { name: /Quorum/ }), '2');
    await user.type(within(step).getByRole('textbox', { name: /Member 1 email/ }), 'ann.chair@riverside.org');
    await user.click(within(step).getByRole('button', { name: 'Add member to step 2' }));
    // The new member's name has the focus: a newcomer is invited under it.
    expect(within(step).getByRole('textbox', { name: /Member 2 name/ })).toHaveFocus();
    await user.keyboard('Bob Member');
    await user.type(
      within(step).getByRole('textbox', { name: /Member 2 email/ }),
      'bob.member@riverside.org',
    );
    await user.click(within(step).getByRole('checkbox', { name: 'Deny' }));
    await user.click(within(step).getByRole('checkbox', { name: /Members may vote electronically/ }));
    await user.click(within(step).getByRole('button', { name: 'Move up step 2' }));
    // The committee is first now; its Move down button keeps the focus.
    expect(within(form).getByRole('button', { name: 'Move down step 1' })).toHaveFocus();
    expect(within(form).getByRole('listitem', { name: 'Step 1: Credentials committee' })).toBeInTheDocument();
    // An existing account keeps its own name.
    const chairStep = within(form).getByRole('listitem', { name: 'Step 2: Department chair' });
    expect(within(chairStep).queryByRole('textbox', { name: /Member 1 name/ })).toBeNull();
    expect(within(chairStep).getByText('Dana Chair')).toBeInTheDocument();
    expect(within(chairStep).getByText('Their account’s name')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save route' }));

    const expected: TDecisionRouteInput = {
      steps: [
        {
          name: 'Credentials committee',
          kind: 'committee',
          quorum: 2,
          allowedOutcomes: ['grant', 'grant-with-conditions', 'defer'],
          allowElectronicVote: true,
          members: [
            { email: 'ann.chair@riverside.org', isChair: true },
            { email: 'bob.member@riverside.org', name: 'Bob Member', isChair: false },
          ],
        },
        {
          id: CHAIR_STEP_ID,
          name: 'Department chair',
          kind: 'person',
          quorum: 1,
          allowedOutcomes: ['grant', 'grant-with-conditions', 'defer', 'deny'],
          allowElectronicVote: false,
          members: [{ email: 'dana.chair@riverside.org', name: 'Dana Chair', isChair: false }],
        },
      ],
    };
    await waitFor(() => expect(api.put).toHaveBeenCalledWith(routePath, expected));
    expect(await screen.findByText('The decision route of Riverside General was saved.')).toBeInTheDocument();
  });

  it('refuses a committee without a member or outcome before sending, and shows the API’s field errors', async () => {
    const { api } = renderRoute();
    api.put.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Check the highlighted fields',
        fields: {
          'steps.0.members.0.email': 'This person is a doctor: only the hospital’s staff can sit on a step',
        },
      }),
    );
    const user = userEvent.setup();
    const form = await findForm();
    await user.click(within(form).getByRole('button', { name: 'Add step' }));
    const step = within(form).getAllByRole('listitem', { name: /^Step 2/ })[0]!;
    await user.click(within(step).getByRole('button', { name: 'Remove member 1 of step 2' }));
    for (const outcome of ['Grant', 'Grant with conditions', 'Defer', 'Deny']) {
      await user.click(within(step).getByRole('checkbox', { name: outcome }));
    }
    await user.click(within(form).getByRole('button', { name: 'Save route' }));
    expect(await within(step).findByText('Add at least one member')).toBeInTheDocument();
    expect(
      within(step).getByText('Choose at least one recommendation this step may make'),
    ).toBeInTheDocument();
    expect(within(step).getByText('Required')).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();

    // Without the new step, the route goes; the API's refusal lands on the member's field.
    await user.click(within(form).getByRole('button', { name: 'Remove step 2' }));
    await user.click(within(form).getByRole('button', { name: 'Save route' }));
    expect(
      await within(form).findByText('This person is a doctor: only the hospital’s staff can sit on a step'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Member 1 email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await seriousAxeViolations(form)).toEqual([]);
  });
});
