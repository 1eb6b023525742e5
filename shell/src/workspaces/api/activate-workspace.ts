import { http } from '@bc/session';
import { useMutation } from '@tanstack/react-query';

/** PATCH /api/workspace/activate/{uuid}: makes a workspace the user's current one. */
export async function activateWorkspace(uuid: string): Promise<void> {
  await http().patch(`api/workspace/activate/${encodeURIComponent(uuid)}`);
}

export function useActivateWorkspace() {
  return useMutation({ mutationFn: activateWorkspace });
}
