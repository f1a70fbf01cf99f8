import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The claims a test's person has at the provider; change them to move someone out of a group. */
export type TProviderAccount = {
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
};

export type TTestProvider = {
  /** The issuer as the provider names itself (http://localhost:<port>). */
  issuer: string;
  /** The same server under another name (http://127.0.0.1:<port>): a wrong issuer for it. */
  otherIssuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TProviderAccount>;
  /**
   * Follows the authorization URL as a browser would, signs `login` in on the provider's own form
   * (its development interactions), and returns the URL it sends the browser back to.
   */
  signIn: (authorizationUrl: string, login: string) => Promise<URL>;
  close: () => Promise<void>;
};

/** A real OpenID provider (oidc-provider) on a free port of this machine, with one client. */
export async function startTestProvider({ redirectUri }: { redirectUri: string }): Promise<TTestProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = () => {};
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://localhost:${port}`;
  const clientId = 'docapply-test';
  const clientSecret = 'test-client-secret-that-is-long-enough-for-hs256';
  const accounts = new Map<string, TProviderAccount>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'groups'],
    },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...accounts.get(id) }) } : undefined;
    },
    // Consent is given: the hospital registered the application for its staff.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['test-cookie-key-0123456789'] },
  });
  handle = provider.callback();

  async function signIn(authorizationUrl: string, login: string): Promise<URL> {
    const cookies = new Map<string, string>();
    const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let url = new URL(authorizationUrl);
    let init: RequestInit = {};
    for (let hop = 0; hop < 10; hop++) {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...init.headers, cookie: cookieHeader() },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = pair.split('=');
        cookies.set(name, value.join('='));
      }
      const location = response.headers.get('location');
      init = {};
      if (location) {
        url = new URL(location, url);
        if (url.href.startsWith(redirectUri)) {
          return url;
        }
        continue;
      }
      const html = await response.text();
      if (!html.includes('name="login"')) {
        throw new Error(`The provider answered ${response.status}: ${html.slice(0, 500)}`);
      }
      const action = /action="([^"]+)"/.exec(html)?.[1];
      url = new URL(action ?? url.href, url);
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
      };
    }
    throw new Error('The provider never sent the browser back');
  }

  return {
    issuer,
    otherIssuer: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    accounts,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
