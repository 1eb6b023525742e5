import { useWorkspaceDefaults } from '../account/workspace-defaults.ts';

/** The ISO 4217 code of the current workspace's currency: budgets, goals and stats count in it. */
export function useWorkspaceCurrency(): string {
  return useWorkspaceDefaults().currencyCode;
}
