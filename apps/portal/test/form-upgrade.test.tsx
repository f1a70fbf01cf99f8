import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TApplicationDetail, TApplicationForm, TForm } from '@docapply/contracts';
import { computeCompleteness, type TFormDefinition } from '@docapply/rules';
import { ApiError } from '@docapply/ui';
import { createMockApi, createUser, renderApp, type TMockApi } from './render-app';
import {
  APPLICATION_FORM,
  APPLICATION_ID,
  DRAFT_ANSWERS,
  HOSPITAL_ID,
  RESPONSE_ID,
  answerGets,
  createDetail,
  createStatusReport,
  createSummary,
} from './applications-fixtures';

const NOTICE =
  'Riverside General updated this form (version 2). Your answers are kept where the questions are the same.';
const DETAIL_PATH = `/applicationDatas/${APPLICATION_ID}`;

/** Version 2 of the application form: section A asks for a badge number too. */
const APPLICATION_FORM_V2: TForm = {
  ...APPLICATION_FORM,
  id: 'form-application-2',
  version: 2,
  definition: {
    sections: APPLICATION_FORM.definition.sections.map((section) =>
      section.key === 'A'
        ? {
            ...section,
            items: [
              ...section.items,
              { name: 'badgeNumber', type: 'text', label: 'Hospital ID badge number' },
            ],
          }
        : section,
    ),
  },
};

function surveyForm(version: number, label: string): TForm {
  return {
    id: `form-survey-${version}`,
    hospitalId: HOSPITAL_ID,
    kind: 'survey',
    key: 'survey',
    title: 'Pre-appointment survey',
    version,
    definition: {
      sections: [
        { key: 'S', title: 'Practice plans', items: [{ name: `q${version}`, type: 'text', label }] },
      ],
    },
  };
}

function formPart(form: TForm, newerVersion: number | null, answers = {}): TApplicationForm {
  return {
    form,
    responseId: form.kind === 'application' ? RESPONSE_ID : `response-${form.kind}`,
    answers,
    completeness: computeCompleteness(form.definition as TFormDefinition, answers),
    newerVersion,
  };
}

/**
 * The apply and survey pages' reads, with the application's detail as it was before the upgrade;
 * the upgrade answers the form as `after` holds it. The page shows the new form from that answer:
 * the detail is read once.
 */
function createUpgradeApi(before: TApplicationDetail, after: TApplicationDetail, kind: string): TMockApi {
  const api = createMockApi(createUser());
  answerGets(api, {
    '/applications/getApplicationByType': createSummary(),
    '/formsResponse/status': createStatusReport({ answers: DRAFT_ANSWERS }),
    '/references/details': { data: [] },
    '/alternativeCoverage/details': null,
    [DETAIL_PATH]: before,
  });
  api.post.mockImplementation(async (path: string) => {
    if (path === `/applications/${APPLICATION_ID}/forms/${kind}/upgrade`) {
      return after.forms[kind as 'application' | 'survey'];
    }
    throw new Error(`Unexpected POST ${path}`);
  });
  return api;
}

const detailReads = (api: TMockApi) => api.get.mock.calls.filter(([path]) => path === DETAIL_PATH).length;

function applicationDetail(form: TForm, newerVersion: number | null): TApplicationDetail {
  const detail = createDetail();
  return { ...detail, forms: { ...detail.forms, application: formPart(form, newerVersion, DRAFT_ANSWERS) } };
}

describe('a newer version of a form', () => {
  it('offers the application’s new version and shows its questions once the doctor moves to it', async () => {
    const typed = { ...DRAFT_ANSWERS, legalFirstName: 'Dana' };
    const moved = applicationDetail(APPLICATION_FORM_V2, null);
    const api = createUpgradeApi(
      applicationDetail(APPLICATION_FORM, 2),
      { ...moved, forms: { ...moved.forms, application: formPart(APPLICATION_FORM_V2, null, typed) } },
      'application',
    );
    api.put.mockResolvedValue({ id: RESPONSE_ID, updatedAt: '2026-03-05T10:01:00.000Z' });
    renderApp(`/apply?hospital=${HOSPITAL_ID}`, { user: createUser(), api });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Hospital ID badge number/)).not.toBeInTheDocument();

    // An answer typed just before is saved first, so the new version starts from it.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Legal first name/), 'Dana');
    await user.click(screen.getByRole('button', { name: 'Use the new version' }));
    expect(await screen.findByLabelText(/Hospital ID badge number/)).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledWith(`/formsResponse/${RESPONSE_ID}`, { answers: typed });
    expect(api.post).toHaveBeenCalledWith(`/applications/${APPLICATION_ID}/forms/application/upgrade`);
    expect(api.put.mock.invocationCallOrder[0]).toBeLessThan(api.post.mock.invocationCallOrder.at(-1) ?? 0);
    expect(screen.getByLabelText(/Legal first name/)).toHaveValue('Dana');
    expect(screen.getByLabelText(/Legal last name/)).toHaveValue('Doe');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(detailReads(api)).toBe(1);
  });

  it('shows no notice while the application is on the latest version', async () => {
    const api = createUpgradeApi(
      applicationDetail(APPLICATION_FORM, null),
      applicationDetail(APPLICATION_FORM, null),
      'application',
    );
    renderApp(`/apply?hospital=${HOSPITAL_ID}`, { user: createUser(), api });
    expect(await screen.findByLabelText(/Legal last name/)).toHaveValue('Doe');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use the new version' })).not.toBeInTheDocument();
  });

  it('moves the survey to its new version, and says so when the move is refused', async () => {
    const withSurvey = (form: TForm, newerVersion: number | null): TApplicationDetail => {
      const detail = createDetail();
      return { ...detail, forms: { ...detail.forms, survey: formPart(form, newerVersion) } };
    };
    const api = createUpgradeApi(
      withSurvey(surveyForm(1, 'Languages besides English'), 2),
      withSurvey(surveyForm(2, 'Preferred ward'), null),
      'survey',
    );
    api.post.mockRejectedValueOnce(
      new ApiError({ statusCode: 409, code: 'CONFLICT', message: 'This form is already the latest version' }),
    );
    renderApp(`/survey?application=${APPLICATION_ID}`, { user: createUser(), api });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByLabelText(/Languages besides English/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use the new version' }));
    expect(await screen.findByText('This form is already the latest version')).toBeInTheDocument();
    expect(screen.getByLabelText(/Languages besides English/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use the new version' }));
    expect(await screen.findByLabelText(/Preferred ward/)).toBeInTheDocument();
    expect(api.post).toHaveBeenLastCalledWith(`/applications/${APPLICATION_ID}/forms/survey/upgrade`);
    await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument());
    expect(screen.queryByLabelText(/Languages besides English/)).not.toBeInTheDocument();
    expect(detailReads(api)).toBe(1);
  });
});
