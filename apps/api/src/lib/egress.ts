import { lookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Dispatcher, RequestInit, Response } from 'undici';

/** Redirects a download may follow, each hop checked like the first address. */
const MAX_REDIRECTS = 5;

/**
 * True for an address on the public internet: not loopback, private (RFC 1918, unique local), link
 * local (the cloud metadata service at 169.254.169.254), carrier-grade NAT, multicast or reserved.
 */
export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

/** The refusal: the reason says which host and why, and the setting that allows it. */
export class EgressRefusedError extends Error {
  readonly code = 'EGRESS_REFUSED';
  constructor(host: string) {
    super(
      `${host} is a private or local address, which downloads may not reach (EGRESS_ALLOW_PRIVATE=true allows it)`,
    );
  }
}

type TLookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that fails for a name any of whose addresses is not public. */
function lookupPublicOnly(hostname: string, options: { all?: boolean }, callback: TLookupCallback): void {
  lookup(hostname, { all: true }, (error, addresses) => {
    if (error) {
      callback(error, []);
      return;
    }
    if (addresses.some((entry) => !isPublicAddress(entry.address))) {
      callback(new EgressRefusedError(hostname), []);
      return;
    }
    if (options.all) {
      callback(null, addresses);
      return;
    }
    callback(null, addresses[0].address, addresses[0].family);
  });
}

/** `redirect: 'manual'` (an OpenID client's requests) answers the first hop as it is, checked alike. */
export type TEgressFetch = (
  url: string,
  init?: Pick<RequestInit, 'signal' | 'method' | 'headers' | 'body' | 'redirect'>,
) => Promise<Response>;

/**
 * fetch for an address someone configured in the product (an exclusion list's download URL, a
 * hospital's identity provider): with
 * `allowPrivate` false, it refuses a host on a private or local network, checked on the addresses it
 * connects to (so a name that resolves there is refused too) and on each redirect. An operator's own
 * settings (the NPI registry's URL) are trusted and use the global fetch.
 */
export function createEgressFetch({ allowPrivate }: { allowPrivate: boolean }): TEgressFetch {
  return async (url, init) => {
    // undici is loaded with the first download (a monthly job), not at every start of the server.
    const { Agent, fetch: undiciFetch } = await import('undici');
    const isManual = init?.redirect === 'manual';
    if (allowPrivate) {
      return undiciFetch(url, { ...init, redirect: isManual ? 'manual' : 'follow' });
    }
    const dispatcher: Dispatcher = new Agent({ connect: { lookup: lookupPublicOnly } });
    let current = url;
    for (let hop = 0; ; hop++) {
      const host = new URL(current).hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && !isPublicAddress(host)) {
        throw new TypeError('fetch failed', { cause: new EgressRefusedError(host) });
      }
      const response = await undiciFetch(current, { ...init, dispatcher, redirect: 'manual' });
      const location = response.headers.get('location');
      if (isManual || response.status < 300 || response.status >= 400 || !location || hop >= MAX_REDIRECTS) {
        return response;
      }
      await response.body?.cancel();
      current = new URL(location, current).toString();
    }
  };
}
