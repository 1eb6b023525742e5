import {
  entryBodySchema,
  entryTypeParamsSchema,
  idParamsSchema,
  messageResponseSchema,
  type RuleApplyBody,
  type RuleApplyQuery,
  ruleApplyBodySchema,
  ruleApplyQuerySchema,
  ruleBodySchema,
  ruleDryRunSchema,
  ruleEntryPreviewSchema,
  ruleListSchema,
  ruleOrderBodySchema,
  ruleProposalDismissalSchema,
  ruleProposalQuerySchema,
  ruleProposalSchema,
  ruleRunListSchema,
  ruleRunParamsSchema,
  ruleRunSchema,
  ruleRunStartSchema,
  ruleSchema,
} from '@bc/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authenticate.ts';
import { entryTypeOf } from '../entries/ledger-service.ts';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { requireWriter, workspaceOf } from '../workspaces/workspace-guard.ts';
import { previewEntryRules } from './entry-rules.ts';
import { createRun, dryRun, readRun, ruleRuns, toRuleRun, undoRun } from './history-run.ts';
import { dismissProposal, proposalFor } from './learned-rules.ts';
import { createRuleRunner } from './rule-runner.ts';
import { createRule, editRule, getRule, listWorkspaceRules, orderRules, removeRule } from './rule-service.ts';

const tags = ['rules'];

/** Issue 25: rules that file entries; viewers read them only. */
export const ruleRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  const read = { onRequest: [workspaceScope] };
  const write = { onRequest: [workspaceScope, requireWriter] };
  const workspace = (request: Parameters<typeof workspaceOf>[0]) => workspaceOf(request).workspaceId;
  const runner = createRuleRunner(db, app.log);
  app.addHook('onClose', () => runner.close());

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
  app.post(
    '/rules/preview/:type',
    {
      ...read,
      schema: {
        tags,
        summary: 'What the rules would fill in a new entry',
        description:
          'The body is the one POST /api/entry/{type} would get. The answer has what the active rules fill in ' +
          'the fields it leaves empty (no category_id, no labels, no note, not excluded from stats), and which ' +
          'rule filled each: saving the entry without those fields lets the server fill them the same way.',
        params: entryTypeParamsSchema,
        body: entryBodySchema,
        response: { 200: ruleEntryPreviewSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) =>
      previewEntryRules(db, workspace(request), entryTypeOf(request.params.type), request.body),
  );
  app.get(
    '/rules/proposal',
    {
      ...write,
      schema: {
        tags,
        summary: 'A rule learned from how the person files an entry, to ask about',
        description:
          'Asked after a person chose an entry’s category by hand. A proposal comes when its payee got the ' +
          'same category by hand for the third time in its last five entries, no active rule files it so, ' +
          'and the person has not declined it. Accepting is posting `rule` to /api/rules.',
        querystring: ruleProposalQuerySchema,
        response: { 200: ruleProposalSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => proposalFor(db, workspace(request), request.query.entry_uuid),
  );
  app.post(
    '/rules/proposal/dismissals',
    {
      ...write,
      schema: {
        tags,
        summary: 'Decline a proposed rule: never asked again for this payee and category',
        body: ruleProposalDismissalSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      await dismissProposal(db, workspace(request), request.body);
      return { message: 'Proposal dismissed' };
    },
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
  /** A dry run's answer, or the run started in the background (202). */
  const applyOrTry = async (
    request: FastifyRequest & { query: RuleApplyQuery; body?: RuleApplyBody | null },
    reply: FastifyReply,
    rules: Parameters<typeof createRun>[3],
  ) => {
    const workspaceId = workspace(request);
    const body = request.body ?? { change_own_edits: false };
    if (request.query.dry_run) return dryRun(db, workspaceId, 'one' in rules ? [rules.one] : rules.all, body);
    const run = await createRun(db, workspaceId, authOf(request).userId, rules, body);
    runner.start(run);
    return reply.code(202).send({ run_id: run.id });
  };
  const applySchema = {
    querystring: ruleApplyQuerySchema,
    body: ruleApplyBodySchema.nullish(),
    response: { 200: ruleDryRunSchema, 202: ruleRunStartSchema, ...errorResponses(401, 403, 404, 422) },
  };
  const APPLY_DESCRIPTION =
    'A dry run answers how many entries match and the first 100 changes, writing nothing. Without it, the ' +
    'run starts in the background (202) and GET /api/rules/runs/{run_id} follows it. Fields a person set by ' +
    "hand are left alone unless change_own_edits is true; a run never changes an entry's payee or type.";
  app.post(
    '/rules/apply',
    {
      ...write,
      schema: {
        tags,
        summary:
          'Run every active rule, in their order, on the existing entries (dry_run=1: what it would do)',
        description: APPLY_DESCRIPTION,
        ...applySchema,
      },
    },
    async (request, reply) => {
      const workspaceId = workspace(request);
      const all = (await listWorkspaceRules(db, workspaceId)).data.filter((rule) => rule.active);
      return applyOrTry(request, reply, { all });
    },
  );
  app.post(
    '/rules/:id/apply',
    {
      ...write,
      schema: {
        tags,
        summary: 'Run a rule on the existing entries (dry_run=1: what it would change)',
        description: APPLY_DESCRIPTION,
        params: idParamsSchema,
        ...applySchema,
      },
    },
    async (request, reply) =>
      applyOrTry(request, reply, { one: await getRule(db, workspace(request), request.params.id) }),
  );
  app.get(
    '/rules/:id/runs',
    {
      ...read,
      schema: {
        tags,
        summary: "The rule's last runs on existing entries, newest first",
        params: idParamsSchema,
        response: { 200: ruleRunListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const rule = await getRule(db, workspace(request), request.params.id);
      return { data: await ruleRuns(db, workspace(request), rule.id) };
    },
  );
  app.get(
    '/rules/runs/:run_id',
    {
      ...read,
      schema: {
        tags,
        summary: "A run's progress and counts",
        params: ruleRunParamsSchema,
        response: { 200: ruleRunSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => toRuleRun(await readRun(db, workspace(request), request.params.run_id)),
  );
  app.delete(
    '/rules/runs/:run_id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Undo a run',
        description:
          'Puts back every field the run changed, unless the entry holds another value now (an edit made ' +
          'since stays). 409 while the run is still going.',
        params: ruleRunParamsSchema,
        response: { 200: ruleRunSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => toRuleRun(await undoRun(db, workspace(request), request.params.run_id)),
  );
};
