import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROFILE_ARCHIVE_FIELD,
  PROFILE_ARCHIVE_MAX_BYTES,
  PROFILE_ARCHIVE_MESSAGES,
  ZFileInfo,
  ZImportedDocumentList,
  ZImportedDocumentParams,
  ZMessageResult,
  ZProfileArchiveImportResult,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { sendAttachment } from '@/core/storage/content-disposition';
import { createFileStorage } from '@/core/storage/create-storage';
import { MULTIPART_LIMITS, toUploadError } from '@/core/storage/read-upload';
import type { TFileStorage } from '@/core/storage/storage';
import { AppError } from '@/lib/app-error';
import { withErrors } from '@/plugins/error-responses';
import { buildNoPractitioner, exportProfileArchive, type TPractitionerBuilder } from './export-archive';
import { importProfileArchive } from './import-archive';
import {
  confirmDocument,
  discardDocument,
  listPendingDocuments,
  openPendingDocument,
} from './imported-documents';

const LIMITS = { ...MULTIPART_LIMITS, fileSize: PROFILE_ARCHIVE_MAX_BYTES };

/**
 * The one file part of an import, written to a temporary file as it arrives (never held whole):
 * the zip reader needs to seek. The caller removes the folder.
 */
async function receiveArchive(request: FastifyRequest, folder: string): Promise<string> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', { message: PROFILE_ARCHIVE_MESSAGES.missing });
  }
  const file = path.join(folder, 'archive.zip');
  try {
    const part = await request.file({ limits: LIMITS });
    if (!part || part.fieldname !== PROFILE_ARCHIVE_FIELD) {
      throw new AppError('BAD_REQUEST', { message: PROFILE_ARCHIVE_MESSAGES.missing });
    }
    await pipeline(part.file, createWriteStream(file, { mode: 0o600 }));
    if (part.file.truncated) {
      throw new AppError('PAYLOAD_TOO_LARGE', { message: PROFILE_ARCHIVE_MESSAGES.tooLarge });
    }
  } catch (error) {
    const mapped = toUploadError(error);
    throw mapped instanceof AppError && mapped.code === 'PAYLOAD_TOO_LARGE'
      ? new AppError('PAYLOAD_TOO_LARGE', { message: PROFILE_ARCHIVE_MESSAGES.tooLarge })
      : mapped;
  }
  return file;
}

export type TProfileArchiveOptions = {
  storage?: TFileStorage;
  /** The FHIR module's Practitioner (practitioner.fhir.json); none until it is plugged in. */
  buildPractitioner?: TPractitionerBuilder;
};

/**
 * /account/profile-archive: the practitioner's own profile carried out (a zip) and in (an import,
 * its documents pending their confirmation). Note: the doctor in person only, never a delegate: a
 * delegate fills the doctor's drafts, while the archive is every answer and document of theirs,
 * carried to any other installation, and an import rewrites what prefills all their future forms.
 */
export function createProfileArchiveRoutes(
  ctx: TAppContext,
  guard: TAuthGuard,
  options: TProfileArchiveOptions = {},
): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db: ctx.db, storage: options.storage ?? (await createFileStorage(ctx.config)) };
    const exportDeps = {
      ...deps,
      source: ctx.config.SITE_URLS.doctor,
      buildPractitioner: options.buildPractitioner ?? buildNoPractitioner,
    };
    const tags = ['profile-archive'];
    const onRequest = guard.requireDoctorInPerson;
    await app.register(multipart, { limits: LIMITS });

    app.get('/account/profile-archive', { onRequest, schema: { tags } }, async (request, reply) => {
      const { name, stream } = await exportProfileArchive(exportDeps, getAuth(request).user.id);
      return sendAttachment(reply, { name, contentType: 'application/zip', body: stream });
    });

    app.post(
      '/account/profile-archive',
      {
        onRequest,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: withErrors({ 201: envelope(ZProfileArchiveImportResult) }),
        },
      },
      async (request, reply) => {
        const folder = await mkdtemp(path.join(tmpdir(), 'docapply-profile-'));
        try {
          const file = await receiveArchive(request, folder);
          const result = await importProfileArchive(deps, getAuth(request).user.id, file);
          return reply.code(201).send({ result });
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
      },
    );

    app.get(
      '/account/profile-archive/documents',
      { onRequest, schema: { tags, response: withErrors({ 200: envelope(ZImportedDocumentList) }) } },
      async (request) => ({
        result: { data: await listPendingDocuments(ctx.db, getAuth(request).user.id) },
      }),
    );

    app.get(
      '/account/profile-archive/documents/:id/file',
      { onRequest, schema: { tags, params: ZImportedDocumentParams } },
      async (request, reply) =>
        sendAttachment(reply, await openPendingDocument(deps, getAuth(request).user.id, request.params.id)),
    );

    app.post(
      '/account/profile-archive/documents/:id/confirm',
      {
        onRequest,
        schema: { tags, params: ZImportedDocumentParams, response: withErrors({ 200: envelope(ZFileInfo) }) },
      },
      async (request) => ({
        result: await confirmDocument(deps, getAuth(request).user.id, request.params.id),
      }),
    );

    app.delete(
      '/account/profile-archive/documents/:id',
      {
        onRequest,
        schema: {
          tags,
          params: ZImportedDocumentParams,
          response: withErrors({ 200: envelope(ZMessageResult) }),
        },
      },
      async (request) => {
        await discardDocument(deps, getAuth(request).user.id, request.params.id);
        return { result: { message: PROFILE_ARCHIVE_MESSAGES.discarded } };
      },
    );
  };
}
