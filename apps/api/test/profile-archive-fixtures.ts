import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import {
  PROFILE_ARCHIVE_FIELD,
  PROFILE_ARCHIVE_FORMAT,
  PROFILE_ARCHIVE_VERSION,
  type TProfileArchiveManifest,
} from '@docapply/contracts';
import type { TFormDefinition } from '@docapply/rules';
import { forms } from '@/core/db/schema';
import { createHospitalWithForms } from './application-fixtures';
import { createDocumentsForm } from './reusable-documents-fixtures';
import { createMultipartBody } from './helpers/multipart';
import type { TTestApp } from './helpers/test-app';

/**
 * The documents form of the reusable-documents tests with what a practitioner carries between
 * hospitals besides: medical school and graduation, training and work history (groups).
 */
export function createProfileForm(): TFormDefinition {
  const form = createDocumentsForm();
  form.sections[1].items.unshift(
    { name: 'medicalSchool', type: 'text', label: 'Medical school', profileKey: 'education.medicalSchool' },
    {
      name: 'graduated',
      type: 'date',
      label: 'Graduated',
      past: true,
      profileKey: 'education.graduationDate',
    },
    {
      kind: 'group',
      name: 'training',
      label: 'Training',
      profileKey: 'education.training',
      fields: [
        { name: 'program', type: 'text', label: 'Programme' },
        { name: 'institution', type: 'text', label: 'Institution' },
        { name: 'from', type: 'date', label: 'From', past: true },
      ],
    },
  );
  form.sections[2].items.push({
    kind: 'group',
    name: 'workHistory',
    label: 'Work history',
    profileKey: 'practice.workHistory',
    fields: [
      { name: 'employer', type: 'text', label: 'Employer' },
      { name: 'role', type: 'text', label: 'Role' },
    ],
  });
  return form;
}

/** A test hospital whose application form is the one above. */
export async function createProfileHospital(t: TTestApp) {
  const hospital = await createHospitalWithForms(t.db, { minReferences: 1 });
  await t.db
    .update(forms)
    .set({ definition: createProfileForm() })
    .where(eq(forms.id, hospital.forms.get('application')?.id ?? ''));
  return hospital;
}

export function exportArchive(t: TTestApp, token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/account/profile-archive',
    headers: { 'x-auth-token': token },
  });
}

export function importArchive(t: TTestApp, token: string, archive: Buffer, name = 'profile.zip') {
  const { payload, headers } = createMultipartBody(
    {},
    { field: PROFILE_ARCHIVE_FIELD, name, content: archive, type: 'application/zip' },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/account/profile-archive',
    payload,
    headers: { ...headers, 'x-auth-token': token },
  });
}

/** Every entry of a zip, by name. */
export async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    entries.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
  }
  return entries;
}

/** A zip of these entries, as an archive would be written (profile.json first). */
export async function zipEntries(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  }
  zip.end();
  return buffer(zip.outputStream);
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A valid profile.json naming these documents (path → bytes), with one answer. */
export function createManifest(documents: Record<string, Buffer> = {}): TProfileArchiveManifest {
  return {
    format: PROFILE_ARCHIVE_FORMAT,
    version: PROFILE_ARCHIVE_VERSION,
    exportedAt: new Date().toISOString(),
    source: 'https://docapply.example.org',
    account: { firstName: 'Rosa', lastName: 'Reyes', email: 'rosa@example.org', phone: null },
    answers: [{ profileKey: 'education.medicalSchool', type: 'text', value: 'Rush Medical College' }],
    documents: Object.entries(documents).map(([path, data]) => ({
      path,
      name: path.slice('files/'.length + 37),
      mime: 'application/pdf' as const,
      size: data.length,
      sha256: sha256(data),
      kind: 'documents.cv',
      row: null,
      issuedOn: null,
      expiresOn: null,
      uploadedOn: '2026-01-15',
    })),
  };
}
