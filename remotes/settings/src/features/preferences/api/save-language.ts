import { type LanguageCode, type UserInfo, userSchema } from '@bc/api';
import { http } from '@bc/session';
import { USER_INFO_QUERY_KEY } from '@bc/ui/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PATCH /api/auth/profile: the person's language, for every app they sign in to and for their mails. */
export async function saveLanguage(language: LanguageCode) {
  return http().patch('api/auth/profile', { json: { language } }).json(userSchema);
}

export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    // The cached user answers the saved language: a later read of it does not bring the old one back.
    onSuccess: (user) =>
      queryClient.setQueryData<UserInfo>(USER_INFO_QUERY_KEY, (info) =>
        info ? { ...info, language: user.language ?? null } : info,
      ),
  });
}
