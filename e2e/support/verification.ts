import type { Page } from 'playwright-core';
import {
  ADMIN_STORAGE_KEYS,
  type TApplicationVerification,
  type TRecordVerification,
} from '@docapply/contracts';
import { callApi } from './api-client';
import type { TProduct } from './server';

/** The application's verification checklist, as the review reads it. */
export function getVerification(
  product: Pick<TProduct, 'baseUrl'>,
  token: string,
  applicationId: string,
): Promise<TApplicationVerification> {
  return callApi<TApplicationVerification>(
    product,
    'GET',
    `/admin/applications/${applicationId}/verification`,
    {
      token,
    },
  );
}

/** Records one item's verification by hand (the review's dialog sends the same multipart form). */
export async function recordVerificationViaApi(
  product: Pick<TProduct, 'baseUrl'>,
  token: string,
  { applicationId, itemId }: { applicationId: string; itemId: string },
  fields: Pick<TRecordVerification, 'state' | 'source' | 'verifiedOn'>,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, value);
  }
  const path = `/admin/applications/${applicationId}/verification/${itemId}`;
  const res = await fetch(`${product.baseUrl}/api${path}`, {
    method: 'PUT',
    headers: { 'x-auth-token': token },
    body: form,
  });
  if (!res.ok) {
    throw new Error(`PUT ${path}: ${res.status} ${await res.text()}`);
  }
}

/**
 * Verifies by hand every item still pending or in discrepancy, so the hospital's finalise rule
 * (required items verified, issue 15) lets a set-up move the application on.
 */
export async function verifyChecklistViaApi(
  product: Pick<TProduct, 'baseUrl'>,
  token: string,
  applicationId: string,
): Promise<void> {
  const { items } = await getVerification(product, token, applicationId);
  const verifiedOn = new Date().toISOString().slice(0, 10);
  for (const item of items.filter(({ state }) => state === 'pending' || state === 'discrepancy')) {
    await recordVerificationViaApi(
      product,
      token,
      { applicationId, itemId: item.id },
      { state: 'verified', source: 'Primary source (journey set-up)', verifiedOn },
    );
  }
}

/**
 * On an admin's review page: verifies the checklist through the API with the page's own session
 * (what a coordinator does item by item, done at once for journeys about other things), then
 * reloads the review so its moves follow the finalise rule as it now stands.
 */
export async function verifyChecklistOnReview(page: Page, product: Pick<TProduct, 'baseUrl'>): Promise<void> {
  const token = await page.evaluate((key) => localStorage.getItem(key), ADMIN_STORAGE_KEYS.token);
  const applicationId = new URL(page.url()).pathname.split('/').at(-1);
  if (!token || !applicationId) {
    throw new Error(`verifyChecklistOnReview: no admin session or application on ${page.url()}`);
  }
  await verifyChecklistViaApi(product, token, applicationId);
  await page.reload();
}
