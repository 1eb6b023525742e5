import pino from 'pino';
import { buildApp, LOG_REDACT, LOG_SERIALIZERS } from './app.ts';
import { OperatorError } from './backup/command-line.ts';
import { holdDataFolder } from './backup/serve-backups.ts';
import { ConfigError, parseConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { startStaleRestoresJob } from './export/workspace-restore.ts';
import { startIdempotencyKeyExpiryJob } from './http/idempotency.ts';
import { startBudgetAlertsJob } from './jobs/budget-alerts.ts';
import { startCreditCardSettlementJob } from './jobs/credit-card-settlement.ts';
import { startPlannedEntriesJob } from './jobs/planned-entries.ts';
import { startPlannedRemindersJob } from './jobs/planned-reminders.ts';
import { startRecurringEntriesJob } from './jobs/recurring-entries.ts';
import { createMailer } from './mail/mailer.ts';
import { createPushSender } from './notifications/push-sender.ts';
import { loadVapidKeys } from './notifications/vapid-keys.ts';
import { startStaleRuleRunsJob } from './rules/rule-runner.ts';

function loadConfigOrExit() {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // A config mistake is the operator's to fix: the message, not a stack trace.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = loadConfigOrExit();
  const logger = pino({ level: config.logLevel, redact: LOG_REDACT, serializers: LOG_SERIALIZERS });

  // PGlite takes no lock of its own: the server holds its data folder, and answers `pnpm backup` there.
  const folder = config.databaseUrl ? undefined : await holdDataFolder(config.dataDir, logger);
  const db = await openDatabase(config, {
    onIdleError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
  });
  folder?.serve(db);
  logger.info({ database: db.kind }, 'database opened');
  const applied = await migrate(db);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');

  const app = await buildApp({ config, db, logger });
  const stopPlanned = startPlannedEntriesJob(db, logger);
  const stopCards = startCreditCardSettlementJob(db, logger);
  const stopRecurring = startRecurringEntriesJob(db, logger);
  const notify = {
    db,
    mailer: createMailer(config, logger),
    push: createPushSender(db, await loadVapidKeys(db, config), config.push.subject, logger),
  };
  const stopAlerts = startBudgetAlertsJob(
    notify,
    config.publicUrl,
    logger,
    config.budgetAlertsIntervalSeconds * 1000,
  );
  const stopReminders = startPlannedRemindersJob(notify, config.publicUrl, logger);
  const stopKeys = startIdempotencyKeyExpiryJob(db, logger);
  const stopRuleRuns = startStaleRuleRunsJob(db, logger);
  const stopRestores = startStaleRestoresJob(db, logger);
  const stopJobs = () => {
    stopKeys();
    stopRuleRuns();
    stopRestores();
    stopPlanned();
    stopCards();
    stopRecurring();
    stopAlerts();
    stopReminders();
  };

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    try {
      stopJobs();
      await app.close();
      await db.close();
      await folder?.release();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Budget Control is running at http://localhost:${port}/app`);
}

main().catch((error: unknown) => {
  // Another process holding the data folder: the operator's to sort out, like a config mistake.
  if (error instanceof OperatorError) console.error(`Budget Control could not start: ${error.message}`);
  // Not a config mistake (database unreachable, port taken, bad migration): keep the whole error to debug.
  else console.error('Budget Control could not start:', error);
  process.exit(1);
});
