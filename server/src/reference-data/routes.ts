import {
  type CustomCategoryInput,
  categoryListSchema,
  currencyListSchema,
  customCategoryInputSchema,
  errorBodySchema,
  idParamsSchema,
  paymentTypeListSchema,
  subCategoryListSchema,
  subCategoryResponseSchema,
} from '@bc/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.ts';
import type { ApiContext } from '../http/context.ts';
import { requireWriter, workspaceOf } from '../workspaces/workspace-guard.ts';
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
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

type ReferenceDataOptions = { db: Database; context: ApiContext };

/**
 * Reference data stays public. A request that carries a sign-in and X-WS also sees the workspace's
 * custom sub-categories (a bad sign-in or a foreign workspace answers 401/404 as elsewhere).
 */
export const referenceDataRoutes: FastifyPluginAsyncZod<ReferenceDataOptions> = async (
  app,
  { db, context },
) => {
  const optionalWorkspace = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.headers.authorization || !request.headers['x-ws']) return;
      await context.authenticate.call(app, request, reply);
      await context.workspaceScope.call(app, request, reply);
    },
  };
  const workspaceIdOf = (request: FastifyRequest) => request.workspace?.workspaceId ?? null;

  app.get(
    '/categories',
    {
      ...optionalWorkspace,
      schema: {
        tags,
        summary: 'Parent categories, each with its sub-categories',
        response: { 200: categoryListSchema },
      },
    },
    async (request) => ({ data: await listCategories(db, workspaceIdOf(request)) }),
  );

  app.get(
    '/categories-subcategories',
    {
      ...optionalWorkspace,
      schema: {
        tags,
        summary: 'Every sub-category with its parent category',
        response: { 200: subCategoryListSchema },
      },
    },
    async (request) => ({ data: await listSubCategories(db, workspaceIdOf(request)) }),
  );

  app.get(
    '/categories/:id',
    {
      ...optionalWorkspace,
      schema: {
        tags,
        summary: 'One sub-category (the id entries store) with its parent',
        params: idParamsSchema,
        response: { 200: subCategoryResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await getSubCategory(db, request.params.id, workspaceIdOf(request)) }),
  );

  app.get(
    '/currencies',
    { schema: { tags, summary: 'Currencies with their rate to EUR', response: { 200: currencyListSchema } } },
    async () => ({ data: await listCurrencies(db) }),
  );

  app.get(
    '/payment-types',
    { schema: { tags, summary: 'Payment types', response: { 200: paymentTypeListSchema } } },
    async () => ({ data: await listPaymentTypes(db) }),
  );

  const scoped = { onRequest: [context.authenticate, context.workspaceScope, requireWriter] };
  const toInput = (body: CustomCategoryInput) => ({
    name: body.name,
    parentId: body.parent_category,
    excludeFromStats: body.exclude_stats === true || body.exclude_stats === 1,
  });
  app.post(
    '/categories',
    {
      ...scoped,
      schema: {
        tags,
        summary: 'Create a custom sub-category in the X-WS workspace (ids above the predefined ones)',
        body: customCategoryInputSchema,
        response: { 201: subCategoryResponseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await createCustomSubCategory(db, workspaceOf(request).workspaceId, toInput(request.body)),
      }),
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
        response: { 200: subCategoryResponseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: await updateCustomSubCategory(
        db,
        workspaceOf(request).workspaceId,
        request.params.id,
        toInput(request.body),
      ),
    }),
  );
};
