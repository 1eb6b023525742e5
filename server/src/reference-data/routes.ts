import {
  type CustomCategoryInput,
  categoryListSchema,
  currencyListSchema,
  customCategoryInputSchema,
  idParamsSchema,
  paymentTypeListSchema,
  subCategoryListSchema,
  subCategoryWithParentSchema,
} from '@bc/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.ts';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { HttpError } from '../http/errors.ts';
import { requestedWorkspace } from '../workspaces/requested-workspace.ts';
import { accessTo, defaultWorkspace, requireWriter, workspaceOf } from '../workspaces/workspace-guard.ts';
import { findMemberWorkspace } from '../workspaces/workspaces-sql.ts';
import {
  createCustomSubCategory,
  getSubCategory,
  listCategories,
  listSubCategories,
  updateCustomSubCategory,
} from './categories.ts';
import { listCurrencies } from './currencies.ts';
import { listPaymentTypes } from './payment-types.ts';

const tags = ['reference data'];

type ReferenceDataOptions = { db: Database; context: ApiContext };

/**
 * Reference data stays public: a request without a valid sign-in gets the predefined data, whatever stale
 * headers it carries (the original client sends `Bearer undefined` before login). A signed-in request also
 * sees the custom sub-categories of its workspace (X-WS when a member, else the session's).
 */
export const referenceDataRoutes: FastifyPluginAsyncZod<ReferenceDataOptions> = async (
  app,
  { db, context },
) => {
  const optionalWorkspace = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        await context.authenticate.call(app, request, reply);
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) return;
        throw error;
      }
      const auth = request.auth;
      if (!auth) return;
      const requested = requestedWorkspace(request);
      const row =
        (requested ? await findMemberWorkspace(db, auth.userId, requested) : undefined) ??
        (await defaultWorkspace(db, auth));
      if (row) request.workspace = accessTo(row);
    },
  };
  const workspaceIdOf = (request: FastifyRequest) => request.workspace?.workspaceId ?? null;

  app.get(
    '/categories',
    {
      ...optionalWorkspace,
      schema: {
        tags,
        summary: 'Every sub-category (the id entries send as category_id) with its parent category',
        response: { 200: subCategoryListSchema },
      },
    },
    async (request) => listSubCategories(db, workspaceIdOf(request)),
  );

  app.get(
    '/categories-subcategories',
    {
      ...optionalWorkspace,
      schema: {
        tags,
        summary: 'Parent categories, each with its sub-categories',
        response: { 200: categoryListSchema },
      },
    },
    async (request) => listCategories(db, workspaceIdOf(request)),
  );

  app.get(
    '/categories/:id',
    {
      ...optionalWorkspace,
      schema: {
        tags,
        summary: 'One sub-category (the id entries store) with its parent',
        params: idParamsSchema,
        response: { 200: subCategoryWithParentSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => getSubCategory(db, request.params.id, workspaceIdOf(request)),
  );

  app.get(
    '/currencies',
    { schema: { tags, summary: 'Currencies with their rate to EUR', response: { 200: currencyListSchema } } },
    async () => listCurrencies(db),
  );

  app.get(
    '/payment-types',
    { schema: { tags, summary: 'Payment types', response: { 200: paymentTypeListSchema } } },
    async () => listPaymentTypes(db),
  );

  const scoped = { onRequest: [context.authenticate, context.workspaceScope, requireWriter] };
  const toInput = (body: CustomCategoryInput) => ({
    name: body.name,
    parentId: body.parent_category,
    excludeFromStats: body.exclude_stats ?? false,
  });
  app.post(
    '/categories',
    {
      ...scoped,
      schema: {
        tags,
        summary: 'Create a custom sub-category in the X-WS workspace (ids above the predefined ones)',
        body: customCategoryInputSchema,
        response: { 201: subCategoryWithParentSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createCustomSubCategory(db, workspaceOf(request).workspaceId, toInput(request.body))),
  );
  app.put(
    '/categories/:id',
    {
      ...scoped,
      schema: {
        tags,
        summary: "Edit one of the workspace's custom sub-categories (predefined ones: 404)",
        params: idParamsSchema,
        body: customCategoryInputSchema,
        response: { 200: subCategoryWithParentSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      updateCustomSubCategory(db, workspaceOf(request).workspaceId, request.params.id, toInput(request.body)),
  );
};
