import { describe, expect, it } from 'vitest';
import { isValidEmail, normaliseEmail, validateEmail } from '../src';

describe('email', () => {
  it.each([
    'doctor@hospital.org',
    'jane.doe@mail.co',
    'jane+cred@mail.com',
    'j-a.n_e@sub.mail.co.uk',
    'a1@b2.io',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(validateEmail(email)).toBeNull();
  });

  it('accepts 2 and 3 letter endings', () => {
    expect(isValidEmail('a@b.us')).toBe(true);
    expect(isValidEmail('a@b.com')).toBe(true);
  });

  it.each([
    'a@b.info',
    'a@b.c',
    'a@b',
    'plain',
    '@mail.com',
    'a@@mail.com',
    'a b@mail.com',
    'a.@mail.com',
    '.a@mail.com',
    'a@mail..com',
    '',
  ])('refuses %s with "Invalid email address"', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(validateEmail(email)).toBe('Invalid email address');
  });

  it('refuses addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.com`)).toBe(false);
  });

  it('normalises case and surrounding space', () => {
    expect(normaliseEmail('  Jane.Doe@Mail.COM ')).toBe('jane.doe@mail.com');
  });
});
