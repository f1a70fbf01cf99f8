import * as oidc from 'openid-client';
import { LRUCache } from 'lru-cache';
import { isLoopbackHost } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { createEgressFetch, EgressRefusedError } from '@/lib/egress';
import { SSO_MESSAGES } from './messages';

type TProviderClient = { issuer: string; clientId: string; clientSecret: string };

/** A provider answering slower than this is down for our purposes. */
const TIMEOUT_SECONDS = 10;

// Discovery documents and keys change rarely; each sign-in would otherwise fetch them twice.
const configurations = new LRUCache<string, oidc.Configuration>({ max: 200, ttl: 10 * 60_000 });

/**
 * The provider's configuration from its discovery document (openid-client checks that the
 * document names the expected issuer). Every request to the provider goes through the egress
 * rule; plain http only to this machine (a provider started by a test or a trial).
 */
export async function discoverProvider(
  ctx: TAppContext,
  client: TProviderClient,
): Promise<oidc.Configuration> {
  const key = JSON.stringify([client.issuer, client.clientId, client.clientSecret]);
  const known = configurations.get(key);
  if (known) {
    return known;
  }
  const url = new URL(client.issuer);
  const isLocalHttp = url.protocol === 'http:' && isLoopbackHost(url.hostname);
  const egressFetch = createEgressFetch({ allowPrivate: ctx.config.EGRESS_ALLOW_PRIVATE });
  // undici's own Response class is the global one's twin (openid-client checks it by its tag).
  const fetchThroughEgress: oidc.CustomFetch = (target, options) =>
    egressFetch(target, options as Parameters<typeof egressFetch>[1]) as unknown as Promise<Response>;
  const configuration = await oidc.discovery(url, client.clientId, client.clientSecret, undefined, {
    [oidc.customFetch]: fetchThroughEgress,
    timeout: TIMEOUT_SECONDS,
    execute: isLocalHttp ? [oidc.allowInsecureRequests] : [],
  });
  configurations.set(key, configuration);
  return configuration;
}

function findCause<T>(error: unknown, match: (value: unknown) => value is T): T | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (match(current)) {
      return current;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A provider that answered, but not as the setting expects (a wrong issuer, no discovery document). */
export function isMisconfigured(error: unknown): boolean {
  return error instanceof oidc.ClientError || error instanceof oidc.ResponseBodyError;
}

/** What went wrong with a provider, in words an administrator can act on. */
export function describeProviderError(error: unknown, issuer: string): string {
  const refused = findCause(
    error,
    (value): value is EgressRefusedError => value instanceof EgressRefusedError,
  );
  if (refused) {
    return SSO_MESSAGES.privateAddress(new URL(issuer).hostname);
  }
  if (error instanceof oidc.ClientError && error.code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED') {
    const body = (error.cause as { body?: { issuer?: unknown } } | undefined)?.body;
    return SSO_MESSAGES.wrongIssuer(
      issuer,
      typeof body?.issuer === 'string' ? body.issuer : 'another address',
    );
  }
  if (isMisconfigured(error)) {
    return SSO_MESSAGES.notDiscovery(issuer);
  }
  return SSO_MESSAGES.unreachable(issuer);
}
