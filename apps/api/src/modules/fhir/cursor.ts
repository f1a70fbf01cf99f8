import { AppError } from '@/lib/app-error';

/**
 * A search page's position: the last resource id it gave. The FHIR searches walk by id, not by
 * time (src/lib/keyset-cursor.ts pairs a time with the id): a resource changed during a sync
 * keeps its place, so a sync reads each resource once, and `_lastUpdated` filters the walk.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeFhirCursor(id: string): string {
  return Buffer.from(id).toString('base64url');
}

export function decodeFhirCursor(text: string): string {
  const id = Buffer.from(text, 'base64url').toString('utf8');
  if (!UUID.test(id)) {
    throw new AppError('BAD_REQUEST', { message: '_cursor is not a cursor this server wrote.' });
  }
  return id;
}
