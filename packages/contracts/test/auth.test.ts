import { describe, expect, it } from 'vitest';
import { ZRegisterRequest } from '../src';

const valid = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@mail.com',
  phone: '+1 212-555-0100',
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
  terms: 'true',
};

function fieldErrors(input: unknown): Record<string, string> {
  const r = ZRegisterRequest.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('register request', () => {
  it('accepts a complete registration', () => {
    expect(fieldErrors(valid)).toEqual({});
  });

  it('gives the spec messages per field', () => {
    expect(fieldErrors({ ...valid, email: 'a@b.info' })).toEqual({ email: 'Invalid email address' });
    expect(fieldErrors({ ...valid, phone: '212-555-0100' })).toEqual({ phone: 'Invalid Phone' });
    expect(fieldErrors({ ...valid, firstName: '' })).toEqual({ firstName: 'Required' });
    expect(fieldErrors({ ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 12 characters',
    });
    expect(fieldErrors({ ...valid, confirmPassword: 'something else!' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(fieldErrors({ ...valid, terms: 'false' })).toHaveProperty('terms');
  });

  it('refuses unknown fields', () => {
    expect(Object.keys(fieldErrors({ ...valid, isAdmin: true }))).toHaveLength(1);
  });
});
