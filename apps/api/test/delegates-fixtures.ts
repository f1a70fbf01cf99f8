import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ACTING_FOR_HEADER, type TDelegate } from '@docapply/contracts';
import { delegations } from '@/core/db/schema';
import { createPerson, type TPerson } from './helpers/people';
import type { TTestApp } from './helpers/test-app';

/** The token of a delegate invitation's set-password link. */
export function findSetPasswordToken(text: string): string {
  const match = /setPassword\?token=([\w%-]+)/.exec(text);
  if (!match) {
    throw new Error(`No set-password link in: ${text}`);
  }
  return decodeURIComponent(match[1]);
}

/** A signed-in delegate with a live delegation to `doctor`, written straight to the database. */
export async function createDelegateOf(
  t: Pick<TTestApp, 'db' | 'config'>,
  doctors: TPerson[],
  first = 'Olive',
  last = 'Manager',
): Promise<TPerson & { delegationIds: string[] }> {
  const delegate = await createPerson(t, first, last, ['delegate']);
  const rows = await t.db
    .insert(delegations)
    .values(
      doctors.map((doctor) => ({ doctorId: doctor.id, delegateId: delegate.id, email: delegate.email })),
    )
    .returning();
  return { ...delegate, delegationIds: rows.map((row) => row.id) };
}

/** Sends as `person`, acting for `doctorId` when given. */
export function sendAs(
  t: TTestApp,
  person: TPerson,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; actingFor?: string; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: options.body === undefined ? undefined : (options.body as Record<string, unknown>),
    headers: {
      'x-auth-token': person.token,
      ...(options.actingFor ? { [ACTING_FOR_HEADER]: options.actingFor } : {}),
    },
  });
}

export function expectDelegate(response: LightMyRequestResponse, status = 200): TDelegate {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { result: TDelegate }).result;
}
