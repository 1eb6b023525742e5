import { messageResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/notify/email/contact: the message goes to the support team from the signed-in account, and a
 * copy to the person's e-mail. `privacy` is the person's consent to send it.
 */
export async function sendAssistance(request: { message: string; privacy: boolean }): Promise<string> {
  return (await http().post('api/notify/email/contact', { json: request }).json(messageResponseSchema))
    .message;
}

export function useSendAssistance() {
  return useMutation({ mutationFn: sendAssistance });
}
