import { z } from 'zod';

/** The four feature areas the shell federates, by the name used in URLs and remotes.json. */
export const REMOTE_NAMES = ['entries', 'budgets-goals', 'stats-dashboard', 'settings'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module federation container names must be identifiers: `budgets-goals` -> `budgets_goals`. */
export function containerName(remote: RemoteName): string {
  return remote.replaceAll('-', '_');
}

/** `remotes.json`: every remote name mapped to the URL of its `mf-manifest.json`. */
export const remotesConfigSchema = z.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, z.string().min(1)])) as Record<
    RemoteName,
    z.ZodString
  >,
);
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;
