import { hkdfSync } from 'node:crypto';
import { CompactEncrypt, compactDecrypt } from 'jose';

/**
 * Secrets the product must use again later (an identity provider's client secret, an authenticator
 * app's key) are stored as JWE (jose: direct key, A256GCM), with a key derived (HKDF-SHA-256) from
 * the token key for each purpose: the database holds only this, so its dump alone does not give the
 * secret. A new token key makes them unreadable: the administrator enters the secret again, a user
 * sets up their app again.
 */
const keys = new Map<string, Uint8Array>();

function deriveKey(tokenKey: string, purpose: string): Uint8Array {
  const id = `${purpose}\u0000${tokenKey}`;
  let key = keys.get(id);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', tokenKey, 'docapply-sealed-secret', purpose, 32));
    keys.set(id, key);
  }
  return key;
}

export async function sealSecret(tokenKey: string, purpose: string, value: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(value))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(deriveKey(tokenKey, purpose));
}

/** Null when the value was sealed under another token key or purpose (or is not ours). */
export async function openSecret(tokenKey: string, purpose: string, sealed: string): Promise<string | null> {
  try {
    const { plaintext } = await compactDecrypt(sealed, deriveKey(tokenKey, purpose));
    return new TextDecoder().decode(plaintext);
  } catch {
    return null;
  }
}
