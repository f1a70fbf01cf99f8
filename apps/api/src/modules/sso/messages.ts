/** The API's texts of single sign-on; the refusals the admin site shows are SSO_REFUSALS (contracts). */
export const SSO_MESSAGES = {
  hospitalNotFound: 'Hospital not found',
  notConfigured: 'Single sign-on is not set up for this hospital.',
  secretRequired: 'Enter the client secret your identity provider gave you',
  noProviderForEmail:
    'No hospital signs in with single sign-on for this email address. Sign in with your email and password.',
  ticketInvalid: 'This sign-in has expired or was already used. Start again.',
  connected: (issuer: string) => `Connected: ${issuer} answered with its OpenID Connect configuration.`,
  wrongIssuer: (issuer: string, answered: string) =>
    `The provider at this address names its issuer ${answered}, not ${issuer}. Copy the issuer exactly as its discovery document gives it.`,
  privateAddress: (host: string) =>
    `${host} is a private or local address, which this server does not reach unless its operator sets EGRESS_ALLOW_PRIVATE=true (an on-premises AD FS needs it).`,
  unreachable: (issuer: string) =>
    `We could not reach ${issuer}. Check the address, and that this server can reach it.`,
  notDiscovery: (issuer: string) =>
    `${issuer} did not answer with an OpenID Connect discovery document (${issuer.replace(/\/$/, '')}/.well-known/openid-configuration). Check the issuer URL.`,
} as const;
