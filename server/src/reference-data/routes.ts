import {
  categoryListSchema,
  currencyListSchema,
  errorBodySchema,
  idParamsSchema,
  paymentTypeListSchema,
  subCategoryListSchema,
  subCategoryResponseSchema,
} from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.ts';
import { getSubCategory, listCategories, listSubCategories } from './categories.ts';
import { listCurrencies } from './currencies.ts';
import { listPaymentTypes } from './payment-types.ts';

const tags = ['reference data'];

export const referenceDataRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Parent categories, each with its sub-categories',
        response: { 200: categoryListSchema },
      },
    },
    async () => ({ data: await listCategories(db) }),
  );

  app.get(
    '/categories-subcategories',
    {
      schema: {
        tags,
        summary: 'Every sub-category with its parent category',
        response: { 200: subCategoryListSchema },
      },
    },
    async () => ({ data: await listSubCategories(db) }),
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'One sub-category (the id entries store) with its parent',
        params: idParamsSchema,
        response: { 200: subCategoryResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await getSubCategory(db, request.params.id) }),
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
};
