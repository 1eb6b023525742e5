import {
  idParamsSchema,
  messageResponseSchema,
  ruleBodySchema,
  ruleListSchema,
  ruleOrderBodySchema,
  ruleSchema,
} from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { requireWriter, workspaceOf } from '../workspaces/workspace-guard.ts';
import { createRule, editRule, getRule, listWorkspaceRules, orderRules, removeRule } from './rule-service.ts';

const tags = ['rules'];

/** Issue 25: rules that file entries; viewers read them only. */
export const ruleRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  const read = { onRequest: [workspaceScope] };
  const write = { onRequest: [workspaceScope, requireWriter] };
  const workspace = (request: Parameters<typeof workspaceOf>[0]) => workspaceOf(request).workspaceId;

  app.get(
    '/rules',
    {
      ...read,
      schema: {
        tags,
        summary: 'The rules, in the order they run',
        response: { 200: ruleListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listWorkspaceRules(db, workspace(request)),
  );
  app.post(
    '/rules',
    {
      ...write,
      schema: {
        tags,
        summary: 'Create a rule (last of its stage)',
        description:
          'Validation errors name the path of the condition or action, such as `conditions.all.2.value`.',
        body: ruleBodySchema,
        response: { 201: ruleSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await createRule(db, workspace(request), request.body)),
  );
  app.patch(
    '/rules/order',
    {
      ...write,
      schema: {
        tags,
        summary: 'Order the rules: every rule once, in the order they should run inside their stages',
        body: ruleOrderBodySchema,
        response: { 200: ruleListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => orderRules(db, workspace(request), request.body),
  );
  app.get(
    '/rules/:id',
    {
      ...read,
      schema: {
        tags,
        summary: 'One rule',
        params: idParamsSchema,
        response: { 200: ruleSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getRule(db, workspace(request), request.params.id),
  );
  app.put(
    '/rules/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Replace a rule',
        params: idParamsSchema,
        body: ruleBodySchema,
        response: { 200: ruleSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => editRule(db, workspace(request), request.params.id, request.body),
  );
  app.delete(
    '/rules/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a rule',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await removeRule(db, workspace(request), request.params.id);
      return { message: 'Rule deleted' };
    },
  );
};
