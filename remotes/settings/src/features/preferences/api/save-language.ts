import { type LanguageCode, type UserInfo, userSchema } from '@bc/api';
import { http } from '@bc/session';
import { USER_INFO_QUERY_KEY } from '@bc/ui/account';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';

const SAVE_LANGUAGE_KEY = ['auth', 'profile', 'language'] as const;

/** PATCH /api/auth/profile: the person's language, for every app they sign in to and for their mails. */
export async function saveLanguage(language: LanguageCode) {
  return http().patch('api/auth/profile', { json: { language } }).json(userSchema);
}

export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_LANGUAGE_KEY,
    mutationFn: saveLanguage,
    // The cached user answers the saved language: a later read of it does not bring the old one back.
    onSuccess: (user) =>
      queryClient.setQueryData<UserInfo>(USER_INFO_QUERY_KEY, (info) =>
        info ? { ...info, language: user.language ?? null } : info,
      ),
  });
}

/**
 * How the last save went, from the query client's mutation cache: the page re-renders in the new language as
 * the save starts, and the answer must still reach it if the picker has been mounted again meanwhile.
 */
export function useLastLanguageSave(): 'idle' | 'pending' | 'success' | 'error' {
  const statuses = useMutationState({
    filters: { mutationKey: SAVE_LANGUAGE_KEY },
    select: (mutation) => mutation.state.status,
  });
  return statuses.at(-1) ?? 'idle';
}
