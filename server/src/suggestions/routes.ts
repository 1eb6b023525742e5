import { suggestionListSchema } from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { workspaceOf } from '../workspaces/workspace-guard.ts';
import { suggestionsOf } from './suggestions-service.ts';

/** The profile's suggestions, from the current workspace's own data. */
export const suggestionRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  app.get(
    '/suggestions',
    {
      onRequest: [workspaceScope],
      schema: {
        tags: ['suggestions'],
        summary: 'What to do next in this workspace, most useful first',
        description:
          'A bare list of { kind, count? }: confirmPending (count: entries not confirmed yet), firstBudget, firstGoal, planRecurring, moreWallets (one wallet or none), shareWorkspace (the owner, alone), firstLabel, firstModel; none for a viewer.',
        response: { 200: suggestionListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => suggestionsOf(db, workspaceOf(request)),
  );
};
