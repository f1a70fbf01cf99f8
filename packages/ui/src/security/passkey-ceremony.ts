import type { TPasskeyOptions } from '@docapply/contracts';
import type { TApiClient } from '../api/api-client';

type TWebAuthnAnswer = Record<string, unknown>;

/**
 * A passkey's part of a request: the API's options (POST `optionsPath` with `body`), then the
 * browser's authenticator. Returns what it answered, for the request that sends it on. The WebAuthn
 * code is loaded only when a passkey is used: most visits never need it.
 */
async function runCeremony(
  api: TApiClient,
  kind: 'create' | 'use',
  optionsPath: string,
  body: object,
): Promise<TWebAuthnAnswer> {
  const { options } = await api.post<TPasskeyOptions, object>(optionsPath, body);
  const { startAuthentication, startRegistration } = await import('@simplewebauthn/browser');
  const answer =
    kind === 'create'
      ? await startRegistration({ optionsJSON: options as never })
      : await startAuthentication({ optionsJSON: options as never });
  return answer as unknown as TWebAuthnAnswer;
}

/** A new passkey made by the browser's authenticator, for the options at `optionsPath`. */
export const createPasskey = (api: TApiClient, optionsPath: string, body: object) =>
  runCeremony(api, 'create', optionsPath, body);

/** A passkey's signature of the challenge in the options at `optionsPath` (sign-in, step-up). */
export const signWithPasskey = (api: TApiClient, optionsPath: string, body: object) =>
  runCeremony(api, 'use', optionsPath, body);
