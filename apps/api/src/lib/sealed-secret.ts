import { hkdfSync } from 'node:crypto';
import { CompactEncrypt, compactDecrypt } from 'jose';

// The key's purpose, so a key derived here never equals one derived from TOKEN_KEY elsewhere.
const INFO = 'docapply:sealed-secret:v1';
const keys = new Map<string, Uint8Array>();

/** A 256-bit key derived from the token key (HKDF-SHA-256), computed once per token key. */
function getKey(tokenKey: string): Uint8Array {
  let key = keys.get(tokenKey);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', tokenKey, 'docapply', INFO, 32));
    keys.set(tokenKey, key);
  }
  return key;
}

/**
 * Seals a secret the server must read again (an authenticator app's key) as a compact JWE
 * (direct AES-256-GCM, jose): the database holds only this, so its dump alone does not give the
 * secret; TOKEN_KEY, kept outside the database, opens it.
 */
export function sealSecret(tokenKey: string, secret: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(secret))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(getKey(tokenKey));
}

/** The secret inside a sealed value; throws when it was not sealed with this token key. */
export async function openSecret(tokenKey: string, sealed: string): Promise<string> {
  const { plaintext } = await compactDecrypt(sealed, getKey(tokenKey));
  return new TextDecoder().decode(plaintext);
}
