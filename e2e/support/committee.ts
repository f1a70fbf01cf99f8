import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { TApplicationNpdb } from '@docapply/contracts';
import { RIVERSIDE_ADMIN } from './admin';
import { callApi, signInViaApi } from './api-client';
import { askForPrivilege, createDraftViaApi, submitViaApi } from './approved-doctor';
import type { TMailbox } from './mailbox';
import { createPdf, readPdfText } from './pdf';
import type { TProduct } from './server';
import { verifyChecklistViaApi } from './verification';

const RIVERSIDE_NAME = 'Riverside General Hospital';

/** What the privileging journeys share: members invited by a route, the NPDB query, screenshots, PDFs. */

const PASSWORD = 'Committee-Passw0rd!';
const SHOTS = process.env.E2E_SCREENSHOTS;

/** Today, YYYY-MM-DD (the product runs on this machine's clock). */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * A full-page screenshot into E2E_SCREENSHOTS when it is set (for looking at each step); of the
 * window alone with `fullPage: false` (what the visitor sees where the page is scrolled).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
  }
}

/** The PDF a button downloads, read as a reader would. */
export async function downloadPdf(page: Page, button: string) {
  const [download] = await Promise.all([
    // A PDF made on demand (a meeting's packet, its minutes): on a loaded machine well over the
    // pages' 20 s, as the review's packet (review-journey.ts).
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readPdfText(await readFile(await download.path()));
}

/** A new member's invitation followed: the password set from the link, then signed in with the code. */
export async function acceptInvitation(
  { product, mailbox }: { product: TProduct; mailbox: TMailbox },
  email: string,
): Promise<string> {
  const invite = await mailbox.waitFor(email, /privileging committees/i);
  const token = decodeURIComponent(/setPassword\?token=([^\s&]+)/.exec(invite.text)?.[1] ?? '');
  await callApi(product, 'POST', '/auth/setPassword', { body: { token, password: PASSWORD } });
  return (await signInViaApi(product, mailbox, { email, password: PASSWORD })).token;
}

/** The office records today's NPDB query (no reports) with its response, and reviews it. */
export async function recordNpdbQuery(product: TProduct, adminToken: string, applicationId: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    kind: 'one-time',
    reason: 'initial-appointment',
    queriedOn: today(),
    result: 'no-reports',
  })) {
    form.append(key, value);
  }
  const pdf = await createPdf('npdb-response.pdf');
  form.append('response', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'npdb-response.pdf');
  const res = await fetch(`${product.baseUrl}/api/admin/applications/${applicationId}/npdb`, {
    method: 'POST',
    headers: { 'x-auth-token': adminToken },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { result } = (await res.json()) as { result: TApplicationNpdb };
  await callApi(product, 'POST', `/admin/applications/${applicationId}/npdb/${result.queries[0].id}/review`, {
    token: adminToken,
    body: {},
  });
}

/** Riverside's demo administrator signed in, and Riverside's id. */
export async function signInRiversideAdmin({ product, mailbox }: { product: TProduct; mailbox: TMailbox }) {
  const admin = await signInViaApi(product, mailbox, RIVERSIDE_ADMIN);
  const hospitals = await callApi<{ data: { id: string; name: string }[] }>(
    product,
    'GET',
    '/admin/hospitals',
    {
      token: admin.token,
    },
  );
  return { token: admin.token, hospitalId: hospitals.data.find((h) => h.name === RIVERSIDE_NAME)!.id };
}

/**
 * A doctor's file at Riverside asking for two privileges (lumbar puncture and `secondPrivilege`),
 * submitted, taken in review, its checklist verified and its NPDB query recorded: ready to finalise.
 */
export async function createVerifiedFile(
  { product, mailbox }: { product: TProduct; mailbox: TMailbox },
  adminToken: string,
  { first, last, secondPrivilege }: { first: string; last: string; secondPrivilege: string },
) {
  const draft = await createDraftViaApi(product, mailbox, { name: { first, last } });
  await askForPrivilege(product, draft.doctorToken, draft.applicationId, draft.hospitalId, secondPrivilege);
  await submitViaApi(product, mailbox, {
    token: draft.doctorToken,
    email: draft.doctor.email,
    applicationId: draft.applicationId,
    signature: `${first} ${last}`,
  });
  await callApi(product, 'POST', `/admin/applications/${draft.applicationId}/status`, {
    token: adminToken,
    body: { status: 'in-review', note: '' },
  });
  await verifyChecklistViaApi(product, adminToken, draft.applicationId);
  await recordNpdbQuery(product, adminToken, draft.applicationId);
  return draft;
}
