import { Link, paths } from '@bc/router';
import { type HeaderMenuItem, PageHeader } from '@bc/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SettingsPageProps {
  title: string;
  menu?: HeaderMenuItem[];
  /** Where the back link goes: the settings hub unless told otherwise. */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** A settings page: its title, an optional header menu, and a link back up. */
export function SettingsPage({ title, menu, back, children }: SettingsPageProps) {
  const { t } = useTranslation('settings');
  return (
    <>
      <PageHeader title={title} menu={menu}>
        <Link className="bc-back-link" to={back?.to ?? paths.settings.hub.getHref()}>
          {back?.label ?? t('backToSettings')}
        </Link>
      </PageHeader>
      {children}
    </>
  );
}
