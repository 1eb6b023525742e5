import type { ApiSuggestion } from '@bc/api';
import type { SuggestionKind } from '@bc/domain';
import { Link, paths } from '@bc/router';
import { Button, QueryState } from '@bc/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestions } from '../api/get-suggestions.ts';

/** How many suggestions show before "Show more". */
export const FIRST_SUGGESTIONS = 3;

/** Where each suggestion leads. */
const TARGETS: Record<SuggestionKind, string> = {
  confirmPending: paths.entries.list.getHref(),
  firstBudget: paths.budgets.new.getHref(),
  firstGoal: paths.goals.new.getHref(),
  planRecurring: paths.planned.add.getHref(),
  moreWallets: paths.settings.wallets.getHref(),
  shareWorkspace: paths.settings.workspaces.getHref(),
  firstLabel: paths.settings.labels.getHref(),
  firstModel: paths.settings.modelAdd.getHref(),
};

function SuggestionList({ suggestions }: { suggestions: ApiSuggestion[] }) {
  const { t } = useTranslation('settings');
  const [all, setAll] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const hidden = suggestions.length - FIRST_SUGGESTIONS;
  // Shown at the press of "Show more", which then goes: the keyboard goes on from the first one it revealed.
  useEffect(() => {
    if (all) list.current?.querySelectorAll('a')[FIRST_SUGGESTIONS]?.focus();
  }, [all]);
  if (suggestions.length === 0) return <p className="bc-muted">{t('profile.suggestions.none')}</p>;
  return (
    <>
      <ul ref={list} id="profile-suggestion-list" className="bc-item-list">
        {(all ? suggestions : suggestions.slice(0, FIRST_SUGGESTIONS)).map(({ kind, count }) => (
          <li key={kind}>
            <span>{t(`profile.suggestions.${kind}.text`, { count })}</span>
            <Link className="bc-button" to={TARGETS[kind]}>
              {t(`profile.suggestions.${kind}.action`)}
            </Link>
          </li>
        ))}
      </ul>
      {!all && hidden > 0 && (
        <Button
          variant="ghost"
          aria-controls="profile-suggestion-list"
          aria-expanded={false}
          onClick={() => setAll(true)}
        >
          {t('profile.suggestions.showMore', { count: hidden })}
        </Button>
      )}
    </>
  );
}

/** The profile's suggestions (SPEC §2): a few first, the rest behind "Show more". */
export function Suggestions() {
  const { t } = useTranslation('settings');
  const suggestions = useSuggestions();
  return (
    <section className="bc-card" aria-labelledby="profile-suggestions">
      <h2 id="profile-suggestions">{t('profile.suggestions.title')}</h2>
      <QueryState query={suggestions}>{(list) => <SuggestionList suggestions={list} />}</QueryState>
    </section>
  );
}
