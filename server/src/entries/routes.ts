import {
  categoryUseListSchema,
  entryBodySchema,
  entryListQuerySchema,
  entryPageSchema,
  entrySchema,
  entryTypeParamsSchema,
  entryTypeUuidParamsSchema,
  findBodySchema,
  findResponseSchema,
  messageResponseSchema,
  searchPageQuerySchema,
  uuidParamsSchema,
} from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { answerIdempotently, idempotencyHeadersSchema } from '../http/idempotency.ts';
import { requireWriter, workspaceOf } from '../workspaces/workspace-guard.ts';
import { mostUsedCategories } from './category-use.ts';
import { findEntries, listEntries } from './entry-list.ts';
import { createEntry, deleteEntry, getEntry, updateEntry } from './ledger-service.ts';

const tags = ['entries'];

/** SPEC §7 Entries and search. */
export const entryRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  const read = { onRequest: [workspaceScope] };
  // Writes honour an Idempotency-Key header (http/idempotency.ts): a retry answers what the first one did.
  const write = { onRequest: [workspaceScope, requireWriter] };
  const headers = idempotencyHeadersSchema;

  app.get(
    '/entry',
    {
      ...read,
      schema: {
        tags,
        summary: 'Entries, newest first, 30 per page, with filters',
        querystring: entryListQuerySchema,
        response: { 200: entryPageSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => listEntries(db, workspaceOf(request).workspaceId, request.query),
  );

  app.get(
    '/categories/most-used',
    {
      ...read,
      schema: {
        tags,
        summary: "The sub-categories of the workspace's entries in the last year, most used first",
        response: { 200: categoryUseListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => mostUsedCategories(db, workspaceOf(request).workspaceId),
  );

  app.get(
    '/entry/:uuid',
    {
      ...read,
      schema: {
        tags,
        summary: 'One entry',
        params: uuidParamsSchema,
        response: { 200: entrySchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getEntry(db, workspaceOf(request).workspaceId, request.params.uuid),
  );

  app.post(
    '/entry/:type',
    {
      ...write,
      schema: {
        tags,
        summary: 'Create an entry: expense, income, transfer (two linked rows) or debit',
        description:
          'The body is the entry form as the original client sends it (type by tab name, transfer target ' +
          'in transfer_id, a debit payee by id or new name in payee_id). Future dates are planned and count ' +
          'once the date comes. saving: 422 until goals exist.',
        headers,
        params: entryTypeParamsSchema,
        body: entryBodySchema,
        response: { 201: entrySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      answerIdempotently(db, request, reply, 201, (tx) =>
        createEntry(tx, workspaceOf(request).workspaceId, request.params.type, request.body),
      ),
  );

  app.put(
    '/entry/:type/:uuid',
    {
      ...write,
      schema: {
        tags,
        summary: 'Rewrite an entry (both rows of a transfer); balances move accordingly',
        headers,
        params: entryTypeUuidParamsSchema,
        body: entryBodySchema,
        response: { 200: entrySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      answerIdempotently(db, request, reply, 200, (tx) =>
        updateEntry(
          tx,
          workspaceOf(request).workspaceId,
          request.params.type,
          request.params.uuid,
          request.body,
        ),
      ),
  );

  app.delete(
    '/entry/:uuid',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete an entry (both rows of a transfer)',
        headers,
        params: uuidParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      answerIdempotently(
        db,
        request,
        reply,
        200,
        (tx) => deleteEntry(tx, workspaceOf(request).workspaceId, request.params.uuid),
        () => ({ message: 'The entry has been deleted.' }),
      ),
  );

  app.post(
    '/find',
    {
      ...read,
      schema: {
        tags: ['search'],
        summary: 'Search entries by text (notes, payee, label, category), dates (<= 364 days) and lists',
        querystring: searchPageQuerySchema,
        body: findBodySchema,
        response: { 200: findResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) =>
      findEntries(db, workspaceOf(request), request.body, request.query.page, request.query.per_page),
  );

  app.get(
    '/search/all',
    {
      ...read,
      schema: {
        tags: ['search'],
        summary: 'Every entry, newest first (the search screen before criteria)',
        querystring: searchPageQuerySchema,
        response: { 200: findResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => findEntries(db, workspaceOf(request), {}, request.query.page, request.query.per_page),
  );
};
