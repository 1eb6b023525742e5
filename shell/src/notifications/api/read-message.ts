import { type NotificationMessage, notificationMessageSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LAST_MESSAGE_KEY } from './get-last-message.ts';

/** PUT /api/notify/message/{uuid}/read: the pop-up was closed or the push opened. */
export async function readMessage(uuid: string): Promise<NotificationMessage> {
  return http()
    .put(`api/notify/message/${encodeURIComponent(uuid)}/read`)
    .json(notificationMessageSchema);
}

export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    onSuccess: (read) =>
      queryClient.setQueryData<NotificationMessage | null>(LAST_MESSAGE_KEY, (last) =>
        last?.uuid === read.uuid ? read : last,
      ),
  });
}
