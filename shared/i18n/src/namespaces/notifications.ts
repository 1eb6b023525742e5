import de from '../../locales/de/notifications.json';
import en from '../../locales/en/notifications.json';
import es from '../../locales/es/notifications.json';
import fr from '../../locales/fr/notifications.json';
import it from '../../locales/it/notifications.json';
import type { NamespaceResources } from '../i18n.ts';

/** The shell's pop-up of the last message sent to the person. */
export const notificationsResources: NamespaceResources = { en, it, es, de, fr };
