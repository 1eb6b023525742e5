/** Query keys of the notification settings. */
export const notificationKeys = {
  preferences: () => ['notify', 'preferences'] as const,
  vapidKey: () => ['notify', 'vapid-key'] as const,
};
