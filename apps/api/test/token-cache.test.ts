import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { issueAccessToken, verifyAccessToken } from '@/core/access/tokens';

// The signature check is kept per token (tokens.ts); what it answers must stay what checking
// again would answer.
describe('verified tokens kept between requests', () => {
  const user = { id: randomUUID(), roles: ['doctor'], sessionVersion: 3 };
  const config = { TOKEN_KEY: 'a-key-of-one-test-of-more-than-32-characters', ACCESS_TOKEN_TTL: '8h' };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the same claims on each use', async () => {
    const token = await issueAccessToken(config, user);
    const first = await verifyAccessToken(config, token);
    expect(first).toMatchObject({ sub: user.id, roles: ['doctor'], sessionVersion: 3 });
    expect(await verifyAccessToken(config, token)).toEqual(first);
  });

  it('refuses a kept token once it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z'), toFake: ['Date'] });
    const token = await issueAccessToken(config, user, { expiresAt: new Date('2026-11-29T10:00:30Z') });
    expect(await verifyAccessToken(config, token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-29T10:00:29Z'));
    expect(await verifyAccessToken(config, token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-29T10:00:30Z'));
    expect(await verifyAccessToken(config, token)).toBeNull();
    // And stays refused when the clock is read again later.
    expect(await verifyAccessToken(config, token)).toBeNull();
  });

  it('refuses a token another key signed, even one this process checked under that key', async () => {
    const other = { ...config, TOKEN_KEY: 'another-key-of-more-than-32-characters-long' };
    const token = await issueAccessToken(other, user);
    expect(await verifyAccessToken(other, token)).not.toBeNull();
    expect(await verifyAccessToken(config, token)).toBeNull();
  });

  it('refuses a kept token with one character changed', async () => {
    const token = await issueAccessToken(config, user);
    expect(await verifyAccessToken(config, token)).not.toBeNull();
    const tampered = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    expect(await verifyAccessToken(config, tampered)).toBeNull();
  });
});
