import { hash, verify } from '@node-rs/argon2';
import { AppError } from '@/lib/app-error';

export const PASSWORD_TOO_COMMON = 'This password is too common. Choose a less predictable one.';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (the library's defaults, spelled out).
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// The common-password list and keyboard patterns of zxcvbn-ts; score 0-1 means "guessable in
// under a million tries", which covers the leaked top lists and their obvious variations. Loaded
// with the first password checked (the lists cost a start about 0.08 s).
const MIN_SCORE = 2;
let zxcvbn: Promise<{ check: (password: string, userInputs: string[]) => { score: number } }> | null = null;
const loadZxcvbn = () =>
  (zxcvbn ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  ));

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a hash nobody knows, so an unknown email costs the same time as a
 * wrong password and the two answers cannot be told apart.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that protects the timing of unknown emails');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Returns the message to show when the password is too predictable, else null. */
export async function checkPasswordStrength(
  password: string,
  userInputs: string[] = [],
): Promise<string | null> {
  const result = (await loadZxcvbn()).check(password.slice(0, 128), userInputs);
  return result.score < MIN_SCORE ? PASSWORD_TOO_COMMON : null;
}

/**
 * Refuses a predictable password with the form's field message (400, `fields.password`); the
 * person's own details and the product's name count as predictable too.
 */
export async function requireStrongPassword(password: string, userInputs: string[]): Promise<void> {
  const weak = await checkPasswordStrength(password, [...userInputs, 'docapply']);
  if (weak) {
    throw new AppError('VALIDATION', {
      message: 'Please correct the highlighted fields',
      fields: { password: weak },
    });
  }
}
