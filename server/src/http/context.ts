import type { FastifyBaseLogger, onRequestAsyncHookHandler } from 'fastify';
import { type AccessTokens, createAccessTokens } from '../auth/access-tokens.ts';
import type { AccountDeps } from '../auth/account-service.ts';
import { createAuthenticate } from '../auth/authenticate.ts';
import { createOidcService, type OidcService } from '../auth/oidc.ts';
import { createRateLimiter, type RateLimiter } from '../auth/rate-limit.ts';
import { loadSigningSecret } from '../auth/signing-secret.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { createWorkspaceScope } from '../workspaces/workspace-guard.ts';

/** What the API's route plugins are given: services and the hooks that guard routes. */
export type ApiContext = {
  db: Database;
  config: Config;
  mailer: Mailer;
  tokens: AccessTokens;
  accounts: AccountDeps;
  rateLimiter: RateLimiter;
  oidc: OidcService;
  /** onRequest hook: 401 unless the request carries a valid sign-in (sets request.auth). */
  authenticate: onRequestAsyncHookHandler;
  /** The same for the calls that hand out session tokens: a stale X-BC-Token is ignored, not refused. */
  authenticateByBearer: onRequestAsyncHookHandler;
  /** onRequest hook after authenticate: the X-WS workspace, 404 unless a member (sets request.workspace). */
  workspaceScope: onRequestAsyncHookHandler;
};

export async function createApiContext(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<ApiContext> {
  const tokens = createAccessTokens(
    await loadSigningSecret(db, config),
    config.auth.accessTokenSeconds,
    config.auth.sessionSeconds,
  );
  const mailer = createMailer(config, log);
  return {
    db,
    config,
    mailer,
    tokens,
    accounts: { db, config, mailer, tokens },
    rateLimiter: createRateLimiter(db, config.rateLimit),
    oidc: createOidcService(db, config),
    authenticate: createAuthenticate(db, tokens),
    authenticateByBearer: createAuthenticate(db, tokens, { bearerOnly: true }),
    workspaceScope: createWorkspaceScope(db),
  };
}
