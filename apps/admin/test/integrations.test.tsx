import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminHospitalList, TWebhookEndpoint, TWebhookEndpointList } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { HOSPITAL_ID } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const HOSPITALS: TAdminHospitalList = {
  data: [{ id: HOSPITAL_ID, name: 'Riverside General', city: 'Springfield', state: 'IL' }],
};
const LIST_PATH = `/admin/hospitals/${HOSPITAL_ID}/webhooks`;

const FAILING: TWebhookEndpoint = {
  id: 'endpoint-1',
  url: 'https://or.riverside.org/hooks',
  events: ['privilege.granted', 'privilege.expired'],
  isActive: true,
  health: 'failing',
  createdAt: '2026-12-01T10:00:00.000Z',
  deliveries: [
    {
      id: 'delivery-1',
      eventId: 'event-1',
      type: 'privilege.expired',
      state: 'pending',
      attempts: 2,
      lastStatus: 500,
      lastError: 'HTTP 500',
      nextAttemptAt: '2026-12-06T10:02:30.000Z',
      deliveredAt: null,
      createdAt: '2026-12-06T10:00:00.000Z',
    },
  ],
};

function renderIntegrations(list: TWebhookEndpointList) {
  const api = createMockApi({ '/admin/hospitals': HOSPITALS, [LIST_PATH]: list });
  const view = renderAdmin(`/integrations?hospital=${HOSPITAL_ID}`, { user: createAdminUser(), api });
  return { ...view, api, user: userEvent.setup() };
}

describe('integrations page', () => {
  it('shows each endpoint’s events and deliveries, a failing one marked, and sends a test event', async () => {
    const { api, user, container } = renderIntegrations({ data: [FAILING] });
    const card = await screen.findByRole('region', { name: FAILING.url });
    expect(within(card).getByText('Failing')).toBeInTheDocument();
    expect(within(card).getByText(/Privilege granted, Privilege expired/)).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: `Recent deliveries to ${FAILING.url}` });
    expect(within(table).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(table).getByText(/Retrying at/)).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);

    api.post.mockResolvedValueOnce(FAILING);
    await user.click(within(card).getByRole('button', { name: 'Send a test event' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(`${LIST_PATH}/endpoint-1/test`));
    expect(await screen.findByText(`A test event is on its way to ${FAILING.url}.`)).toBeInTheDocument();
  });

  it('adds an endpoint from the keyboard, refusing an address that is not http(s), and shows its secret once', async () => {
    const { api, user, container } = renderIntegrations({ data: [] });
    expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    const url = within(dialog).getByRole('textbox', { name: /Address \(URL\)/ });
    await user.type(url, 'ftp://or.riverside.org/hooks');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText(/Enter an http or https address/)).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    expect(await seriousAxeViolations(container)).toEqual([]);

    // Only grants and expiries: the other boxes unticked with the keyboard.
    await user.click(within(dialog).getByRole('checkbox', { name: /Privilege changed/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Privilege ended/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Privilege suspended/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Privilege reinstated/ }));
    await user.clear(url);
    await user.type(url, 'https://or.riverside.org/hooks');
    api.post.mockResolvedValueOnce({ endpoint: FAILING, secret: 'whsec_c2VjcmV0LXNob3duLW9uY2U=' });
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(LIST_PATH, {
        url: 'https://or.riverside.org/hooks',
        events: ['privilege.granted', 'privilege.expired'],
      }),
    );
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent(
      'whsec_c2VjcmV0LXNob3duLW9uY2U=',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
