import {
  errorCodes,
  IMPORT_FILE_MAX_BYTES,
  importBatchListSchema,
  importBodySchema,
  importCommitBodySchema,
  importCommitResponseSchema,
  importPreviewFieldsSchema,
  importPreviewSchema,
  importResponseSchema,
  importUndoResponseSchema,
} from '@bc/api';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runAsImport } from '../activity/actor.ts';
import { authOf } from '../auth/authenticate.ts';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { fieldsFromValidation, HttpError, unprocessable } from '../http/errors.ts';
import { requireWriter, workspaceOf } from '../workspaces/workspace-guard.ts';
import {
  commitImport,
  importHistory,
  previewImport,
  type Upload,
  undoImport,
} from './bank-import-service.ts';
import { importEntries } from './import-service.ts';

// 5,000 rows with long notes, payees and labels; the default 1 MiB would refuse big but valid files.
const BODY_LIMIT_BYTES = 12 * 1024 * 1024;
/** The multipart around a file of the largest size, with its few text fields. */
const PREVIEW_BODY_LIMIT_BYTES = IMPORT_FILE_MAX_BYTES + 1024 * 1024;
const MAX_FILE_NAME = 255;
/** Fields sent as JSON text inside the multipart (a wallet id is a number there too). */
const JSON_FIELDS = new Set(['columns', 'statements', 'account_id']);

const importIdParams = z.object({ import_id: z.string().uuid() });
const batchIdParams = z.object({ batch_id: z.string().uuid() });

const fileTooLarge = () =>
  new HttpError(
    413,
    errorCodes.payloadTooLarge,
    `A file may be at most ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB; split it into periods and import each`,
  );

/** The multipart's file and text fields; 422 for a missing file or fields that are not what the API takes. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw unprocessable('Send the file as multipart/form-data', { file: 'Required' });
  let upload: Upload | undefined;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 20 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw unprocessable('The file goes in the part named "file"', { file: 'Required' });
        const bytes = await part.toBuffer();
        upload = {
          fileName: (part.filename || 'import').slice(0, MAX_FILE_NAME),
          bytes: new Uint8Array(bytes),
        };
      } else if (typeof part.value === 'string' && part.value !== '') {
        fields[part.fieldname] = JSON_FIELDS.has(part.fieldname)
          ? parseJsonField(part.fieldname, part.value)
          : part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    throw error;
  }
  if (!upload) throw unprocessable('Choose a file to import', { file: 'Required' });
  const parsed = importPreviewFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw unprocessable(
      'The request is invalid',
      fieldsFromValidation(
        parsed.error.issues.map((issue) => ({
          instancePath: `/${issue.path.join('/')}`,
          message: issue.message,
        })),
      ),
    );
  }
  return { upload, fields: parsed.data };
}

function parseJsonField(name: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw unprocessable('The request is invalid', { [name]: 'Send JSON' });
  }
}

/** SPEC §7 Entries: POST /api/entries/import; issue 23: the bank-file import under /api/import. */
export const importRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  await app.register(fastifyMultipart);
  const importerOf = (request: FastifyRequest) => ({
    workspaceId: workspaceOf(request).workspaceId,
    userId: authOf(request).userId,
  });

  app.post(
    '/entries/import',
    {
      onRequest: [workspaceScope, requireWriter],
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        tags: ['entries'],
        summary: 'Import rows of a CSV into one wallet: all of them in one transaction, or none',
        description:
          'Negative amounts are expenses, positive ones incoming; future dates are planned. A bad row ' +
          'answers 422 with fields such as `rows.12.amount` and nothing is written.',
        body: importBodySchema,
        response: { 201: importResponseSchema, ...errorResponses(401, 403, 404, 413, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await runAsImport(() => importEntries(db, workspaceOf(request).workspaceId, request.body))),
  );

  app.post(
    '/import/preview',
    {
      onRequest: [workspaceScope, requireWriter],
      bodyLimit: PREVIEW_BODY_LIMIT_BYTES,
      schema: {
        tags: ['import'],
        summary: 'Read a bank or app file (CSV, OFX, QFX, QIF, CAMT.052/053/054, MT940) and preview its rows',
        description:
          'multipart/form-data: `file` (at most 20 MB) and the optional text fields `format`, `encoding`, ' +
          '`date_format`, `decimal_separator`, `columns` (JSON), `account_id`, `statements` (JSON). Nothing is ' +
          'written to the ledger; the preview is kept for an hour for its commit. A file that cannot be read ' +
          'answers 422 saying what is wrong and where.',
        response: { 200: importPreviewSchema, ...errorResponses(401, 403, 413, 422) },
      },
    },
    async (request) => {
      const { upload, fields } = await readUpload(request);
      return previewImport(db, importerOf(request), upload, fields);
    },
  );

  app.post(
    '/import/:import_id/commit',
    {
      onRequest: [workspaceScope, requireWriter],
      schema: {
        tags: ['import'],
        summary: 'Import the kept rows of a preview: all in one transaction, recorded in the import history',
        params: importIdParams,
        body: importCommitBodySchema,
        response: { 201: importCommitResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await runAsImport(() =>
            commitImport(db, importerOf(request), request.params.import_id, request.body),
          ),
        ),
  );

  app.get(
    '/import/batches',
    {
      onRequest: [workspaceScope],
      schema: {
        tags: ['import'],
        summary: 'The import history of the workspace, newest first',
        response: { 200: importBatchListSchema, ...errorResponses(401) },
      },
    },
    async (request) => importHistory(db, workspaceOf(request).workspaceId),
  );

  app.delete(
    '/import/batch/:batch_id',
    {
      onRequest: [workspaceScope, requireWriter],
      schema: {
        tags: ['import'],
        summary: 'Undo an import: every entry it wrote is removed and every balance is as before',
        params: batchIdParams,
        response: { 200: importUndoResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => undoImport(db, workspaceOf(request).workspaceId, request.params.batch_id),
  );
};
