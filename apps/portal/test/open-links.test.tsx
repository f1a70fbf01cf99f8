import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TRequestLinkValues } from '@docapply/contracts';
import { ApiError } from '@docapply/ui';
import { createMockApi, renderApp } from './render-app';

const REFERENCE_VALUES: TRequestLinkValues = {
  purpose: 'reference',
  hospital: { id: 'h-1', name: 'Riverside General Hospital' },
  doctorName: 'Dr. Dana Doe',
  personName: 'Jordan Blake',
  state: 'opened',
  form: {
    id: 'form-1',
    hospitalId: 'h-1',
    kind: 'reference',
    key: 'reference',
    title: 'Peer reference',
    version: 1,
    definition: {
      sections: [
        {
          key: 'R',
          title: 'Your reference',
          items: [
            { name: 'yearsKnown', type: 'number', label: 'Years known', required: true },
            {
              name: 'competence',
              type: 'radio',
              label: 'Clinical competence',
              required: true,
              options: [
                { value: 'excellent', label: 'Excellent' },
                { value: 'poor', label: 'Poor' },
              ],
            },
          ],
        },
      ],
    },
  },
};

const gone = (message: string) => new ApiError({ statusCode: 410, code: 'GONE', message });

/** A mocked client whose GET /urls/{code} answers once with `answer` (other reads as usual). */
function createShortLinkApi(answer: () => Promise<unknown>) {
  const api = createMockApi();
  const usual = api.get.getMockImplementation();
  let isAnswered = false;
  api.get.mockImplementation(async (path: string) => {
    if (path.startsWith('/urls/') && !isAnswered) {
      isAnswered = true;
      return answer();
    }
    return usual?.(path);
  });
  return api;
}

/** The open reference page with its link values answered by the mocked /auth/extractValues. */
async function openReference(values: TRequestLinkValues = REFERENCE_VALUES) {
  const api = createMockApi();
  api.post.mockResolvedValueOnce(values);
  const view = renderApp('/reference?token=link-token', { api });
  await screen.findByRole('heading', { name: 'Reference for Dr. Dana Doe' });
  return view;
}

describe('open reference page', () => {
  it('shows the hospital, the doctor and the form, and sends valid answers once', async () => {
    const { api } = await openReference();
    const user = userEvent.setup();
    expect(api.post).toHaveBeenCalledWith('/auth/extractValues', { token: 'link-token' });
    expect(screen.getAllByText('Riverside General Hospital').length).toBeGreaterThan(0);
    expect(screen.getByText('Hello Jordan Blake,')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('2 answers need your attention.')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledTimes(1);

    await user.type(screen.getByRole('spinbutton', { name: /Years known/ }), '8');
    await user.click(screen.getByRole('radio', { name: 'Excellent' }));
    api.post.mockResolvedValueOnce({
      message: 'Thank you. Your answers have been sent.',
      state: 'completed',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Thank you' })).toHaveFocus();
    expect(screen.getByText('Thank you. Your answers have been sent.')).toBeInTheDocument();
    expect(api.post).toHaveBeenLastCalledWith('/references/respond', {
      token: 'link-token',
      answers: { yearsKnown: '8', competence: 'excellent' },
    });
    expect(api.post).toHaveBeenCalledTimes(2);
  });

  it('declines after a confirmation, and can be cancelled', async () => {
    const { api } = await openReference();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this reference request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.post).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    api.post.mockResolvedValueOnce({ message: 'Thank you for letting us know.', state: 'declined' });
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline request' }),
    );
    expect(await screen.findByRole('heading', { name: 'Request declined' })).toBeInTheDocument();
    expect(api.post).toHaveBeenLastCalledWith('/references/respond', { token: 'link-token', decline: true });
  });

  it('shows the server field errors next to the fields', async () => {
    const { api } = await openReference();
    const user = userEvent.setup();
    await user.type(screen.getByRole('spinbutton', { name: /Years known/ }), '3');
    await user.click(screen.getByRole('radio', { name: 'Poor' }));
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Please correct the highlighted fields',
        fields: { yearsKnown: 'Must be 0 or more' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Must be 0 or more')).toBeInTheDocument();
    expect(screen.getByText('One answer needs your attention.')).toBeInTheDocument();
  });

  it('explains a link that was used meanwhile', async () => {
    const { api } = await openReference();
    const user = userEvent.setup();
    await user.type(screen.getByRole('spinbutton', { name: /Years known/ }), '8');
    await user.click(screen.getByRole('radio', { name: 'Excellent' }));
    api.post.mockRejectedValueOnce(gone('This link has already been used.'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: 'This link can no longer be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This link has already been used.')).toBeInTheDocument();
  });

  it('shows a clear page for an expired link, without retry', async () => {
    const api = createMockApi();
    api.post.mockRejectedValueOnce(gone('This link has expired.'));
    renderApp('/reference?token=old', { api });
    expect(
      await screen.findByRole('heading', { name: 'This link can no longer be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This link has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('serves the coverage page with its own wording', async () => {
    const api = createMockApi();
    api.post.mockResolvedValueOnce({ ...REFERENCE_VALUES, purpose: 'coverage' });
    renderApp('/alternativeCoverage?token=c', { api });
    expect(
      await screen.findByRole('heading', { name: 'Alternative coverage for Dr. Dana Doe' }),
    ).toBeInTheDocument();
  });
});

describe('/redirect', () => {
  it('resolves the short link and opens its page', async () => {
    const api = createShortLinkApi(async () => ({ target: '/reference?token=link-token' }));
    api.post.mockResolvedValueOnce(REFERENCE_VALUES);
    const { router } = renderApp('/redirect?c=abc123XYZ', { api });
    expect(await screen.findByRole('heading', { name: 'Reference for Dr. Dana Doe' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reference');
    expect(api.get).toHaveBeenCalledWith('/urls/abc123XYZ');
    expect(api.post).toHaveBeenCalledWith('/auth/extractValues', { token: 'link-token' });
  });

  it('explains an unknown link and never leaves the site', async () => {
    const api = createShortLinkApi(async () => {
      throw new ApiError({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'This link is not valid or has expired.',
      });
    });
    renderApp('/redirect?c=nope', { api });
    expect(await screen.findByText('This link is not valid or has expired.')).toBeInTheDocument();

    const other = createShortLinkApi(async () => ({ target: '//evil.example.com/x' }));
    const { router } = renderApp('/redirect?c=evil', { api: other });
    expect(await screen.findByText('This link does not lead to a page of this site.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/redirect');
  });
});
