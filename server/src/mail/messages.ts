// The texts of our mails, in the user's language, from shared/i18n/locales/<lang>/mail.json.
import de from '../../../shared/i18n/locales/de/mail.json' with { type: 'json' };
import deReference from '../../../shared/i18n/locales/de/reference.json' with { type: 'json' };
import en from '../../../shared/i18n/locales/en/mail.json' with { type: 'json' };
import enReference from '../../../shared/i18n/locales/en/reference.json' with { type: 'json' };
import es from '../../../shared/i18n/locales/es/mail.json' with { type: 'json' };
import esReference from '../../../shared/i18n/locales/es/reference.json' with { type: 'json' };
import fr from '../../../shared/i18n/locales/fr/mail.json' with { type: 'json' };
import frReference from '../../../shared/i18n/locales/fr/reference.json' with { type: 'json' };
import it from '../../../shared/i18n/locales/it/mail.json' with { type: 'json' };
import itReference from '../../../shared/i18n/locales/it/reference.json' with { type: 'json' };
import type { Language } from '../language.ts';

type MailTexts = typeof en;
const TEXTS: Record<Language, MailTexts> = { en, it, es, de, fr };
const SUB_CATEGORIES: Record<Language, Record<string, string>> = {
  en: enReference.subCategory,
  it: itReference.subCategory,
  es: esReference.subCategory,
  de: deReference.subCategory,
  fr: frReference.subCategory,
};

/** A predefined sub-category's name in the language; a custom one is named by its slug. */
export function subCategoryName(language: Language, slug: string, custom: boolean): string {
  return (custom ? undefined : SUB_CATEGORIES[language][slug]) ?? slug;
}

export type MailContent = { subject: string; text: string; html: string };

/** i18next-style `{{name}}` placeholders; an unknown one stays as written. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

type LinkMail = { subject: string; intro: string; action: string; expiry: string; ignore: string };

/**
 * Every mail's frame: the lines of its text, then the signature and footer; the paragraphs of its HTML
 * (already escaped) in the same page around them.
 */
function framedMail(language: Language, subject: string, lines: string[], paragraphs: string[]): MailContent {
  const texts = TEXTS[language];
  const text = [...lines, '', texts.common.signature, '', '--', texts.common.footer, ''].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5; color: #1f2933;">
${paragraphs.join('\n')}
<p>${escapeHtml(texts.common.signature)}</p>
<hr><p style="font-size: 0.8em; color: #52606d;">${escapeHtml(texts.common.footer)}</p>
</body></html>
`;
  return { subject, text, html };
}

/** A mail's call to action in HTML: a button, and the link written out for clients that drop the style. */
function linkButton(href: string, action: string): string[] {
  const link = escapeHtml(href);
  return [
    `<p><a href="${link}" style="display: inline-block; padding: 10px 16px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(action)}</a></p>`,
    `<p style="font-size: 0.9em;">${link}</p>`,
  ];
}

function linkMail(
  language: Language,
  pick: (texts: MailTexts) => LinkMail,
  values: { name: string; link: string } & Record<string, string | number>,
): MailContent {
  const texts = TEXTS[language];
  const mail = pick(texts);
  const t = (template: string) => interpolate(template, values);
  const greeting = t(texts.common.greeting);
  const [intro, expiry, ignore] = [t(mail.intro), t(mail.expiry), t(mail.ignore)];
  // Plain text first: the link on a line of its own so every mail client makes it clickable.
  return framedMail(
    language,
    t(mail.subject),
    [greeting, '', intro, '', values.link, '', expiry, ignore],
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      ...linkButton(values.link, mail.action),
      `<p>${escapeHtml(expiry)}<br>${escapeHtml(ignore)}</p>`,
    ],
  );
}

export function verificationMail(
  language: Language,
  values: { name: string; link: string; hours: number },
): MailContent {
  return linkMail(language, (texts) => texts.verification, values);
}

export function passwordResetMail(
  language: Language,
  values: { name: string; link: string; minutes: number },
): MailContent {
  return linkMail(language, (texts) => texts.passwordReset, values);
}

/** Someone signed up with an address that has an account: its owner hears of it (and gets a way back in). */
export function accountExistsMail(language: Language, values: { name: string; link: string }): MailContent {
  return linkMail(language, (texts) => texts.accountExists, values);
}

/** A member of a restored workspace's file, invited back (they join only by accepting). */
export function workspaceInvitationMail(
  language: Language,
  values: { name: string; link: string; inviter: string; workspace: string; days: number },
): MailContent {
  return linkMail(language, (texts) => texts.workspaceInvitation, values);
}

/** A budget crossed one of its thresholds in its current window (REFERENCE.md "Budgets"). */
export function budgetAlertMail(
  language: Language,
  values: {
    name: string;
    link: string;
    budget: string;
    threshold: number;
    spent: string;
    amount: string;
    remaining: string;
    start: string;
    end: string;
  },
): MailContent {
  return linkMail(language, (texts) => texts.budgetAlert, values);
}

/** The day before a planned entry runs (a person who chose this reminder by mail in their settings). */
export function plannedReminderMail(
  language: Language,
  values: {
    name: string;
    link: string;
    what: string;
    amount: string;
    wallet: string;
    date: string;
    workspace: string;
  },
): MailContent {
  return linkMail(language, (texts) => texts.plannedReminder, values);
}

/** The changes to how a person signs in that are mailed to them (texts in mail.json `security.changes`). */
export const SECURITY_CHANGES = [
  'new_device',
  'password_changed',
  'totp_enabled',
  'totp_disabled',
  'recovery_codes_regenerated',
  'recovery_code_used',
  'recovery_codes_low',
  'passkey_added',
  'passkey_removed',
  'two_factor_locked',
  'two_factor_reset',
] as const satisfies readonly (keyof MailTexts['security']['changes'])[];
export type SecurityChange = (typeof SECURITY_CHANGES)[number];

/** A device as a person reads it: its browser and system names, either empty when the user agent hid it. */
export type DeviceName = { browser: string; os: string };

/** "Firefox on Linux" in the language; one name alone when the other is unknown. */
export function deviceText(language: Language, device: DeviceName): string {
  const texts = TEXTS[language].security;
  if (device.browser && device.os) return interpolate(texts.deviceName, device);
  return device.browser || device.os || texts.unknownDevice;
}

/**
 * A change to how a person signs in (a new device, their password, their second factor, their passkeys):
 * what happened and when, from which device and IP where known, what to do if it was not them, and the
 * link to the page of their devices.
 */
export function securityChangeMail(
  language: Language,
  change: SecurityChange,
  values: {
    name: string;
    link: string;
    when: string;
    device?: DeviceName | undefined;
    ip?: string | undefined;
    remaining?: number | undefined;
    passkey?: string | undefined;
  },
): MailContent {
  const texts = TEXTS[language];
  const mail = texts.security.changes[change];
  const { device, ip, remaining, passkey, ...known } = values;
  const filled: Record<string, string | number> = {
    ...known,
    ...(device ? { device: deviceText(language, device) } : {}),
    ...(ip ? { ip } : {}),
    ...(remaining !== undefined ? { remaining } : {}),
    ...(passkey !== undefined ? { passkey } : {}),
  };
  const t = (template: string) => interpolate(template, filled);
  const greeting = t(texts.common.greeting);
  const intro = t(mail.intro);
  const facts = [
    t(texts.security.when),
    ...(device ? [t(texts.security.device)] : []),
    ...(ip ? [t(texts.security.ip)] : []),
  ];
  const advice = t(texts.security.advice);
  return framedMail(
    language,
    t(mail.subject),
    [greeting, '', intro, '', ...facts, '', advice, '', values.link],
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${facts.map(escapeHtml).join('<br>')}</p>`,
      `<p>${escapeHtml(advice)}</p>`,
      ...linkButton(values.link, texts.security.action),
    ],
  );
}

/** A push (and the in-app pop-up): a title and one line, in the recipient's language. */
export function pushText(
  language: Language,
  kind: keyof MailTexts['push'],
  values: Record<string, string | number>,
): { title: string; body: string } {
  const texts = TEXTS[language].push[kind];
  return { title: interpolate(texts.title, values), body: interpolate(texts.body, values) };
}

/** A mail carrying a person's own words: they are quoted as written, never read as markup. */
function quotingMail(
  language: Language,
  parts: { subject: string; greeting?: string; before: string[]; quote: string; after: string[] },
): MailContent {
  const opening = parts.greeting ? [parts.greeting, ''] : [];
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  return framedMail(
    language,
    parts.subject,
    [
      ...opening,
      ...parts.before,
      '',
      ...parts.quote.split(/\r?\n/).map((line) => `> ${line}`),
      '',
      ...parts.after,
    ],
    [
      ...[...(parts.greeting ? [parts.greeting] : []), ...parts.before].map(paragraph),
      `<blockquote style="white-space: pre-wrap; margin: 0 0 1em; padding-left: 12px; border-left: 3px solid #9aa5b1;">${escapeHtml(parts.quote)}</blockquote>`,
      ...parts.after.map(paragraph),
    ],
  );
}

/** A person's message to the support team, with who wrote it (the signed-in account, never the body's word). */
export function assistanceMail(
  language: Language,
  values: { name: string; email: string; language: string; message: string },
): MailContent {
  const mail = TEXTS[language].assistance;
  const t = (template: string) => interpolate(template, values);
  return quotingMail(language, {
    subject: t(mail.subject),
    before: [t(mail.intro)],
    quote: values.message,
    after: [t(mail.account), t(mail.reply)],
  });
}

/** The copy the person gets of what they sent to the support team. */
export function assistanceCopyMail(
  language: Language,
  values: { name: string; message: string },
): MailContent {
  const texts = TEXTS[language];
  const t = (template: string) => interpolate(template, values);
  return quotingMail(language, {
    subject: t(texts.assistanceCopy.subject),
    greeting: t(texts.common.greeting),
    before: [t(texts.assistanceCopy.intro), t(texts.assistanceCopy.yourMessage)],
    quote: values.message,
    after: [],
  });
}
