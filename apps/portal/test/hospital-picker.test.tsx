import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { THospitalPreview } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { createMockApi, createUser, renderApp } from './render-app';
import {
  HOSPITAL_ID,
  answerGets,
  createDetail,
  createHospital,
  createStatusReport,
  createSummary,
} from './applications-fixtures';

const LAKESIDE_ID = '55555555-5555-4555-8555-555555555555';

function createPreview(hospitalId: string, name: string): THospitalPreview {
  return {
    hospital: {
      id: hospitalId,
      name,
      city: 'Springfield',
      state: 'IL',
      about: '',
      isOpen: true,
      minReferences: 3,
    },
    requirements: {
      sections: [{ key: 'A', title: 'Identity and contact' }],
      surveyTitle: null,
      minReferences: 3,
      needsCoverage: true,
      departments: [],
    },
  };
}

/** Two open hospitals: Lakeside not started, Riverside with the doctor's draft saved on 03/05/2026. */
function createPickerApi() {
  const draft = createSummary();
  const api = createMockApi(createUser());
  answerGets(api, {
    '/hospitals/all/hospitals/with/application': {
      data: [
        createHospital(LAKESIDE_ID, 'Lakeside Medical Center', null),
        createHospital(HOSPITAL_ID, 'Riverside General', draft),
      ],
    },
    '/applications/getApplicationByType': draft,
    [`/applicationDatas/${draft.id}`]: createDetail(),
    '/formsResponse/status': createStatusReport(),
  });
  const answer = api.get.getMockImplementation();
  api.get.mockImplementation(async (path: string, params?: unknown) => {
    if (path === '/hospitals/preview') {
      const { hospitalId } = params as { hospitalId: string };
      return hospitalId === HOSPITAL_ID
        ? createPreview(HOSPITAL_ID, 'Riverside General')
        : createPreview(LAKESIDE_ID, 'Lakeside Medical Center');
    }
    return answer?.(path, params);
  });
  return api;
}

// The page is lazy-loaded: on a busy machine its first render can take seconds.
describe('apply: choosing a hospital', () => {
  it('shows which hospital has an application started, and continues it instead of starting another', async () => {
    const api = createPickerApi();
    renderApp('/apply', { user: createUser(), api });
    const user = userEvent.setup({ delay: null });

    const riverside = await screen.findByRole('button', { name: /^Riverside General/ });
    expect(riverside).toHaveTextContent('Application started');
    expect(riverside).toHaveTextContent('Draft saved 03/05/2026');
    const lakeside = screen.getByRole('button', { name: /^Lakeside Medical Center/ });
    expect(lakeside).not.toHaveTextContent('Application started');

    await user.click(lakeside);
    const lakesidePreview = await screen.findByRole('region', { name: 'Lakeside Medical Center' });
    expect(within(lakesidePreview).getByRole('link', { name: 'Start application' })).toHaveAttribute(
      'href',
      `/apply?hospital=${LAKESIDE_ID}`,
    );

    await user.click(riverside);
    const preview = await screen.findByRole('region', { name: 'Riverside General' });
    expect(within(preview).queryByRole('link', { name: 'Start application' })).not.toBeInTheDocument();
    const resume = within(preview).getByRole('link', { name: 'Continue application' });
    expect(resume).toHaveAttribute('href', `/apply?hospital=${HOSPITAL_ID}`);
    expect(await seriousAxeViolations()).toEqual([]);

    // The draft opens; nothing new is created.
    await user.click(resume);
    expect(await screen.findByRole('heading', { name: 'Apply to Riverside General' })).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();
  });
});
