/**
 * A statement that writes to the tables a session is read from: an account (`users`) or the
 * revoked tokens. Migration 0015's triggers NOTIFY the live channel on such a write; the session
 * cache forgets what it kept (core/access/session-cache.ts).
 */
export const SESSION_WRITE = /^\s*(?:update|insert\s+into|delete\s+from)\s+"?(?:users|revoked_tokens)"?\s/i;
