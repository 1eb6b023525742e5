import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import {
  entryListFiltersSchema,
  errorCodes,
  findBodySchema,
  WORKSPACE_FILE_MAX_BYTES,
  workspaceImportResponseSchema,
} from '@bc/api';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../auth/authenticate.ts';
import { findUserById } from '../auth/users-sql.ts';
import { entryListFilter, searchFilter } from '../entries/entry-list.ts';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { HttpError, unprocessable } from '../http/errors.ts';
import { languageFromAcceptLanguage } from '../language.ts';
import { workspaceOf } from '../workspaces/workspace-guard.ts';
import { accountArchive } from './account-archive.ts';
import { entriesCsv } from './entries-csv.ts';
import { workspaceFile } from './workspace-file.ts';
import { RefusedFile } from './workspace-file-check.ts';
import { restoreWorkspace } from './workspace-restore.ts';

const tags = ['export'];
// Long answers take no admission turn (http/admission.ts).
const unadmitted = { unadmitted: true };

const today = () => new Date().toISOString().slice(0, 10);

/** Content-Disposition of a download: an ASCII name for old clients, the UTF-8 one beside it (RFC 6266). */
function attachment(fileName: string) {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends what `parts` yields as it comes; gzip-compressed on the way when `gzip`. */
function sendStream(
  reply: FastifyReply,
  parts: AsyncIterable<string | Uint8Array>,
  headers: { type: string; fileName: string; gzip?: 'file' | 'transport' },
) {
  reply.header('content-type', headers.type).header('content-disposition', attachment(headers.fileName));
  reply.header('cache-control', 'no-store');
  const stream = Readable.from(parts, { objectMode: false });
  if (!headers.gzip) return reply.send(stream);
  if (headers.gzip === 'transport')
    reply.header('content-encoding', 'gzip').header('vary', 'Accept-Encoding');
  return reply.send(stream.pipe(createGzip()));
}

/** The category names of a CSV: the person's language. */
async function languageOf(request: FastifyRequest, db: ApiContext['db']) {
  const user = await findUserById(db, authOf(request).userId);
  return user?.language ?? languageFromAcceptLanguage(request.headers['accept-language']);
}

const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** The file of POST /api/import/workspace; 413 past the limit. */
async function uploadedFile(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart())
    throw unprocessable('Send the file as multipart/form-data', { file: 'Required' });
  try {
    for await (const part of request.parts({
      limits: { fileSize: WORKSPACE_FILE_MAX_BYTES, files: 1, fields: 5 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw unprocessable('The file goes in the part named "file"', { file: 'Required' });
        return new Uint8Array(await part.toBuffer());
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(
        413,
        errorCodes.payloadTooLarge,
        `A workspace file may be at most ${WORKSPACE_FILE_MAX_BYTES / 1024 / 1024} MB`,
      );
    }
    throw error;
  }
  throw unprocessable('Choose a workspace file', { file: 'Required' });
}

const csvDescription =
  'text/csv (UTF-8 with a byte order mark, RFC 4180, CRLF): the header row, then every matching entry, newest ' +
  'first: date (UTC), type, amount (point, two decimals, signed), currency, wallet, category, labels, payee, ' +
  'goal, note, planned, confirmed, excluded_from_stats, id (the entry uuid).';

/** Issue 24: the CSV of a list or a search, the workspace file and its restore, all of a person's data. */
export const exportRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, context) => {
  const { db, workspaceScope } = context;
  await app.register(fastifyMultipart);
  const read = { onRequest: [workspaceScope], config: unadmitted };
  const csv = () => ({ type: 'text/csv; charset=utf-8', fileName: `entries-${today()}.csv` });

  app.get(
    '/export/entries.csv',
    {
      ...read,
      schema: {
        tags,
        summary: "Every entry of the list's filters (those of GET /api/entry), as CSV",
        description: csvDescription,
        querystring: entryListFiltersSchema,
        response: { 200: z.string().describe(csvDescription), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const filter = await entryListFilter(db, workspaceOf(request).workspaceId, request.query);
      return sendStream(reply, entriesCsv(db, filter, await languageOf(request, db)), csv());
    },
  );

  app.post(
    '/export/entries.csv',
    {
      ...read,
      schema: {
        tags,
        summary: "Every entry the search's criteria (the body of POST /api/find) match, as CSV",
        description: csvDescription,
        body: findBodySchema,
        response: { 200: z.string().describe(csvDescription), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const filter = searchFilter(workspaceOf(request).workspaceId, request.body);
      return sendStream(reply, entriesCsv(db, filter, await languageOf(request, db)), csv());
    },
  );

  app.get(
    '/export/workspace',
    {
      ...read,
      schema: {
        tags,
        summary: 'The whole workspace (X-WS) as one JSON file that POST /api/import/workspace reads back',
        description:
          'The format is described in the README ("The workspace file") and docs/workspace-file.schema.json. ' +
          '`compress=gzip` answers a .json.gz file; `Accept-Encoding: gzip` compresses the transfer only.',
        querystring: z.object({ compress: z.enum(['gzip']).optional() }),
        response: {
          200: z.string().describe('application/json or application/gzip'),
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const { workspaceId } = workspaceOf(request);
      const [row] = await db.query<{ name: string }>('SELECT name FROM workspaces WHERE id = $1', [
        workspaceId,
      ]);
      const baseName = `${row?.name ?? 'workspace'}-${today()}.budget-control.json`;
      const parts = workspaceFile(db, workspaceId);
      if (request.query.compress === 'gzip') {
        return sendStream(reply, parts, {
          type: 'application/gzip',
          fileName: `${baseName}.gz`,
          gzip: 'file',
        });
      }
      const gzip = acceptsGzip(request) ? 'transport' : undefined;
      return sendStream(reply, parts, {
        type: 'application/json; charset=utf-8',
        fileName: baseName,
        ...(gzip && { gzip }),
      });
    },
  );

  app.post(
    '/import/workspace',
    {
      config: unadmitted,
      bodyLimit: WORKSPACE_FILE_MAX_BYTES + 1024 * 1024,
      schema: {
        tags,
        summary: 'Create a workspace from a workspace file (JSON or gzip), owned by the caller',
        description:
          'multipart/form-data with `file`. The file is checked whole before anything is written: 422 names ' +
          'what is wrong (`fields`, e.g. `entries.12.amount`) and creates nothing; 413 over ' +
          `${WORKSPACE_FILE_MAX_BYTES / 1024 / 1024} MB. The file's other members are invited by e-mail.`,
        response: { 201: workspaceImportResponseSchema, ...errorResponses(401, 413, 422) },
      },
    },
    async (request, reply) => {
      const bytes = await uploadedFile(request);
      try {
        const restored = await restoreWorkspace(context, authOf(request).userId, bytes);
        return reply.code(201).send(restored);
      } catch (error) {
        if (!(error instanceof RefusedFile)) throw error;
        const { status, message, fields } = error.refusal;
        if (status === 413) throw new HttpError(413, errorCodes.payloadTooLarge, message);
        throw unprocessable(message, fields);
      }
    },
  );

  app.get(
    '/export/account',
    {
      config: unadmitted,
      schema: {
        tags,
        summary:
          "All the caller's data: a zip of their profile and each workspace they own as a workspace file",
        response: { 200: z.string().describe('application/zip'), ...errorResponses(401) },
      },
    },
    async (request, reply) =>
      sendStream(reply, accountArchive(db, authOf(request).userId), {
        type: 'application/zip',
        fileName: `budget-control-${today()}.zip`,
      }),
  );
};
