import { randomBytes } from 'node:crypto';
import type { TShortUrlResponse } from '@docapply/contracts';
import { callApi } from './api-client';
import type { TMailbox } from './mailbox';
import type { TProductAddress } from './server';
import { COVERAGE_ANSWERS, REFERENCE_ANSWERS } from './seeded-answers';

type TKind = 'reference' | 'coverage';
const BASE: Record<TKind, string> = { reference: '/references', coverage: '/alternativeCoverage' };

export type TRequestedPerson = { kind: TKind; name: string; email: string };

const PEOPLE = [
  { name: 'Dr. Lena Hart', specialty: 'Internal Medicine', relationship: 'Department chair, 2014-2024' },
  { name: 'Dr. Omar Said', specialty: 'Cardiology', relationship: 'Colleague at Prairie, 2016-2024' },
  { name: 'Dr. Grace Whitlow', specialty: 'Hospital Medicine', relationship: 'Residency director' },
  { name: 'Dr. Paul Brandt', specialty: 'Internal Medicine', relationship: 'Colleague since 2012' },
  { name: 'Dr. Mei Tanaka', specialty: 'Nephrology', relationship: 'Consultant colleague' },
];
const COVERING = {
  name: 'Dr. Rafael Ortiz',
  specialty: 'Internal Medicine',
  relationship: 'Practice partner',
};

/** The doctor names the person (POST /references or /alternativeCoverage); the request is emailed. */
async function sendRequest(
  product: TProductAddress,
  token: string,
  applicationId: string,
  kind: TKind,
  person: (typeof PEOPLE)[number],
): Promise<TRequestedPerson> {
  const local = person.name.split(' ').at(-1)?.toLowerCase() ?? 'peer';
  const email = `${local}+${randomBytes(5).toString('hex')}@peers.example.org`;
  await callApi(product, 'POST', BASE[kind], {
    token,
    body: { applicationId, ...person, email, phone: '+1 309-555-0123' },
  });
  return { kind, name: person.name, email };
}

/**
 * The person answers as the portal's open pages do, without an account: the short link in the
 * email (/redirect?c= → GET /urls/{code}), the page's read of the link (POST /auth/extractValues,
 * which marks it opened), then the answers (POST /references/respond or /alternativeCoverage/respond).
 * `since`: the mailbox's count before the request was sent, when the person was asked before.
 */
export async function answerFromEmail(
  product: TProductAddress,
  mailbox: TMailbox,
  person: TRequestedPerson,
  { since = 0 }: { since?: number } = {},
): Promise<void> {
  const mail = await mailbox.waitFor(person.email, /asked you/, undefined, since);
  const code = /\/redirect\?c=([\w-]+)/.exec(mail.text)?.[1];
  if (!code) {
    throw new Error(`No short link in the email to ${person.email}: ${mail.text}`);
  }
  const { target } = await callApi<TShortUrlResponse>(product, 'GET', `/urls/${code}`);
  const token = new URL(target, product.baseUrl).searchParams.get('token');
  if (!token) {
    throw new Error(`No token in the link's target ${target}`);
  }
  await callApi(product, 'POST', '/auth/extractValues', { body: { token } });
  const answers = person.kind === 'reference' ? REFERENCE_ANSWERS : COVERAGE_ANSWERS;
  await callApi(product, 'POST', `${BASE[person.kind]}/respond`, { body: { token, answers } });
}

/**
 * Sends `references` peer reference requests and the covering physician's, and has each person
 * answer from their email. Answered before the doctor submits, so it holds whether submit needs
 * completed references or only sent ones.
 */
export async function askAndAnswerRequests(
  product: TProductAddress,
  mailbox: TMailbox,
  { token, applicationId, references }: { token: string; applicationId: string; references: number },
): Promise<TRequestedPerson[]> {
  if (references > PEOPLE.length) {
    throw new Error(`The fixture names at most ${PEOPLE.length} references; the hospital asks ${references}`);
  }
  const people: TRequestedPerson[] = [];
  // One after another: the doctor's list of requests keeps the order they were named in.
  for (const person of PEOPLE.slice(0, references)) {
    people.push(await sendRequest(product, token, applicationId, 'reference', person));
  }
  people.push(await sendRequest(product, token, applicationId, 'coverage', COVERING));
  await Promise.all(people.map((person) => answerFromEmail(product, mailbox, person)));
  return people;
}
