import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminHospitalList, TApiToken } from '@docapply/contracts';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { HOSPITAL_ID } from './admin-fixtures';
import { createAdminUser, createMockApi, renderAdmin } from './render-admin';

const HOSPITALS: TAdminHospitalList = {
  data: [{ id: HOSPITAL_ID, name: 'Riverside General', city: 'Springfield', state: 'IL' }],
};
const LIST_PATH = `/admin/hospitals/${HOSPITAL_ID}/api-tokens`;
const TOKEN = 'dak_0123456789abcdefghijABCDEFGHIJ0123456789abc';

function createToken(overrides: Partial<TApiToken> = {}): TApiToken {
  return {
    id: 'token-1',
    name: 'Epic FHIR sync',
    scopes: ['fhir:read'],
    prefix: 'dak_01234567',
    createdAt: '2026-11-02T10:00:00.000Z',
    createdBy: 'Mary Staff',
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    ...overrides,
  };
}

function renderPage(tokens: TApiToken[]) {
  const api = createMockApi({ '/admin/hospitals': HOSPITALS, [LIST_PATH]: tokens });
  const view = renderAdmin(`/api-tokens?hospital=${HOSPITAL_ID}`, { user: createAdminUser(), api });
  return { ...view, api, user: userEvent.setup() };
}

describe('API tokens page', () => {
  it('lists the tokens, live or revoked, never their secret, and revokes one after asking', async () => {
    const revoked = createToken({
      id: 'token-2',
      name: 'Old OR feed',
      scopes: ['privileges:read'],
      revokedAt: '2026-11-20T10:00:00.000Z',
    });
    const { api, user, container } = renderPage([createToken(), revoked]);
    const list = await screen.findByRole('list', { name: 'API tokens' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Epic FHIR sync');
    expect(items[0]).toHaveTextContent('Active');
    expect(items[0]).toHaveTextContent('FHIR export (practitioners, roles, verifications)');
    expect(items[0]).toHaveTextContent('dak_01234567…');
    expect(items[0]).toHaveTextContent('Never');
    expect(items[1]).toHaveTextContent('Revoked 11/20/2026');
    expect(within(items[1]).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);

    await user.click(within(items[0]).getByRole('button', { name: 'Revoke token: Epic FHIR sync' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke "Epic FHIR sync"?' });
    api.del.mockResolvedValueOnce(createToken({ revokedAt: '2026-12-06T10:00:00.000Z' }));
    await user.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(api.del).toHaveBeenCalledWith(`${LIST_PATH}/token-1`));
    expect(await screen.findByText('Token "Epic FHIR sync" revoked.')).toBeInTheDocument();
  });

  it('creates a token by keyboard: a scope is required; the token is shown once with a copy button', async () => {
    const { api, user } = renderPage([]);
    expect(await screen.findByText(/No API token yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create an API token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API token' });
    expect(await seriousAxeViolations(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'OR scheduling');
    await user.click(within(dialog).getByRole('checkbox', { name: /FHIR export/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Choose at least one scope')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('checkbox', { name: /Privileges feed/ }));
    api.post.mockResolvedValueOnce({
      token: TOKEN,
      apiToken: createToken({ name: 'OR scheduling', scopes: ['privileges:read'] }),
    });
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(LIST_PATH, {
        name: 'OR scheduling',
        scopes: ['privileges:read'],
        expiresOn: null,
      }),
    );
    const shown = await screen.findByRole('dialog', { name: 'Token "OR scheduling" created' });
    expect(within(shown).getByRole('textbox', { name: 'API token' })).toHaveValue(TOKEN);
    expect(within(shown).getByText(/shown only this once/)).toBeInTheDocument();
    expect(await seriousAxeViolations(shown)).toEqual([]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
