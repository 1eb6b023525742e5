// The texts of our mails, in the user's language, from shared/i18n/locales/<lang>/mail.json.
import de from '../../../shared/i18n/locales/de/mail.json' with { type: 'json' };
import en from '../../../shared/i18n/locales/en/mail.json' with { type: 'json' };
import es from '../../../shared/i18n/locales/es/mail.json' with { type: 'json' };
import fr from '../../../shared/i18n/locales/fr/mail.json' with { type: 'json' };
import it from '../../../shared/i18n/locales/it/mail.json' with { type: 'json' };
import type { MailLanguage } from './language.ts';

type MailTexts = typeof en;
const TEXTS: Record<MailLanguage, MailTexts> = { en, it, es, de, fr };

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

function linkMail(
  language: MailLanguage,
  pick: (texts: MailTexts) => LinkMail,
  values: { name: string; link: string } & Record<string, string | number>,
): MailContent {
  const texts = TEXTS[language];
  const mail = pick(texts);
  const t = (template: string) => interpolate(template, values);
  const subject = t(mail.subject);
  const greeting = t(texts.common.greeting);
  const lines = [t(mail.intro), t(mail.expiry), t(mail.ignore)];
  // Plain text first: the link on a line of its own so every mail client makes it clickable.
  const text = [
    greeting,
    '',
    lines[0],
    '',
    values.link,
    '',
    lines[1],
    lines[2],
    '',
    texts.common.signature,
    '',
    '--',
    texts.common.footer,
    '',
  ].join('\n');
  const link = escapeHtml(values.link);
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5; color: #1f2933;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lines[0] ?? '')}</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 16px; background: #0f766e; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(mail.action)}</a></p>
<p style="font-size: 0.9em;">${link}</p>
<p>${escapeHtml(lines[1] ?? '')}<br>${escapeHtml(lines[2] ?? '')}</p>
<p>${escapeHtml(texts.common.signature)}</p>
<hr><p style="font-size: 0.8em; color: #52606d;">${escapeHtml(texts.common.footer)}</p>
</body></html>
`;
  return { subject, text, html };
}

export function verificationMail(
  language: MailLanguage,
  values: { name: string; link: string; hours: number },
): MailContent {
  return linkMail(language, (texts) => texts.verification, values);
}

export function passwordResetMail(
  language: MailLanguage,
  values: { name: string; link: string; minutes: number },
): MailContent {
  return linkMail(language, (texts) => texts.passwordReset, values);
}

/** Someone signed up with an address that has an account: its owner hears of it (and gets a way back in). */
export function accountExistsMail(
  language: MailLanguage,
  values: { name: string; link: string },
): MailContent {
  return linkMail(language, (texts) => texts.accountExists, values);
}

/** A budget crossed one of its thresholds in its current window (REFERENCE.md "Budgets"). */
export function budgetAlertMail(
  language: MailLanguage,
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
