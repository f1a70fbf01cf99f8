import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TRedFlag } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { APPLICATION_ID, HOSPITAL_ID, createReview } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const REVIEW_PATH = `/admin/applications/${APPLICATION_ID}`;
const FLAGS_PATH = `${REVIEW_PATH}/flags`;

const DISCLOSURE: TRedFlag = {
  code: 'disclosure-yes',
  severity: 'high',
  message: 'Answered "Yes": Licence actions',
  place: 'D',
  formKey: 'application',
  fieldKey: 'anyActions',
};
const CASES: TRedFlag = {
  code: 'privilege-criterion-unmet',
  severity: 'high',
  message: 'Cardiac catheterisation: 12 cases reported; the criteria ask for at least 50 in 24 months',
  place: 'privileges',
  formKey: 'privilege-cath',
  fieldKey: 'cases',
};
const DECLINED: TRedFlag = {
  code: 'reference-declined',
  severity: 'medium',
  message: 'Dr. Sam Slow declined to give a reference',
  place: 'references',
  formKey: null,
  fieldKey: null,
};

const REVIEW = createReview({
  privileges: [
    {
      id: 'pick-1',
      privilegeId: 'privilege-1',
      name: 'Cardiac catheterisation',
      department: 'Cardiology',
      formId: 'form-cath',
      formResponseId: 'response-cath',
      answers: { cases: '12' },
      form: {
        id: 'form-cath',
        hospitalId: HOSPITAL_ID,
        kind: 'privilege',
        key: 'privilege-cath',
        title: 'Cardiac catheterisation',
        version: 1,
        definition: {
          sections: [
            { key: 'P', title: 'Volume', items: [{ name: 'cases', type: 'number', label: 'Cases' }] },
          ],
        },
      },
    },
  ],
});

function renderReview(flags: TRedFlag[] | Error) {
  const api = createMockApi({ [REVIEW_PATH]: REVIEW });
  const get = api.get.getMockImplementation();
  api.get.mockImplementation(async (path: string) => {
    if (path !== FLAGS_PATH) {
      return get?.(path);
    }
    if (flags instanceof Error) {
      throw flags;
    }
    return { flags };
  });
  renderAdmin(`/applications/${APPLICATION_ID}`, { user: createAdminUser(), api });
  return api;
}

const findCard = () => screen.findByRole('region', { name: 'Red flags' });

// Whole routes with lazy pages: slow on a busy machine, so more time than the default 5 s.
describe('red flags on the review', () => {
  it('lists each flag with its severity in words and a link to where it comes from', async () => {
    renderReview([DISCLOSURE, CASES, DECLINED]);
    const card = await findCard();
    expect(await within(card).findByText('3 red flags: 2 high, 1 medium.')).toBeInTheDocument();
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `High: ${DISCLOSURE.message}`,
      `High: ${CASES.message}`,
      `Medium: ${DECLINED.message}`,
    ]);
    expect(within(card).getByRole('link', { name: DISCLOSURE.message })).toHaveAttribute(
      'href',
      '#field-application-anyActions',
    );
    expect(await seriousAxeViolations(card)).toEqual([]);
  });

  it('moves to the answer and its focus when a link is followed, by mouse or keyboard', async () => {
    renderReview([DISCLOSURE, CASES, DECLINED]);
    const card = await findCard();
    const user = userEvent.setup();

    await user.click(await within(card).findByRole('link', { name: DISCLOSURE.message }));
    const answer = document.getElementById('field-application-anyActions');
    expect(answer).toHaveTextContent('Licence actions');
    expect(answer).toHaveFocus();

    within(card).getByRole('link', { name: CASES.message }).focus();
    await user.keyboard('{Enter}');
    const cases = document.getElementById('field-privilege-cath-cases');
    expect(cases).toHaveTextContent('Cases');
    expect(cases).toHaveFocus();

    // A reference's answers have no anchor of their own: the link goes to the references.
    await user.click(within(card).getByRole('link', { name: DECLINED.message }));
    expect(screen.getByRole('heading', { level: 2, name: 'References and coverage' })).toHaveFocus();
  });

  it('says so when there are none', async () => {
    renderReview([]);
    const card = await findCard();
    expect(await within(card).findByText('No red flags.')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers to try again when the flags cannot be read', async () => {
    const api = renderReview(
      new ApiError({ statusCode: 403, code: 'FORBIDDEN', message: 'You no longer administer this hospital' }),
    );
    const card = await findCard();
    expect(await within(card).findByText('You no longer administer this hospital')).toBeInTheDocument();
    api.get.mockImplementation(async (path: string) =>
      path === FLAGS_PATH ? { flags: [DECLINED] } : REVIEW,
    );
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('link', { name: DECLINED.message })).toBeInTheDocument();
  });
});
