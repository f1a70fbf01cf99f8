import { hkdfSync } from 'node:crypto';
import { CompactEncrypt, compactDecrypt } from 'jose';

/**
 * Secrets the product must use again later (an identity provider's client secret) are stored as
 * JWE (jose: direct key, A256GCM), with a key derived from the token key for this one purpose.
 * A new token key makes them unreadable: the administrator enters the secret again.
 */
function deriveKey(tokenKey: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', tokenKey, 'docapply-sealed-secret', purpose, 32));
}

export async function sealSecret(tokenKey: string, purpose: string, value: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(value))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(deriveKey(tokenKey, purpose));
}

/** Null when the value was sealed under another token key (or is not ours). */
export async function openSecret(tokenKey: string, purpose: string, sealed: string): Promise<string | null> {
  try {
    const { plaintext } = await compactDecrypt(sealed, deriveKey(tokenKey, purpose));
    return new TextDecoder().decode(plaintext);
  } catch {
    return null;
  }
}
