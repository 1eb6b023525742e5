import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../language.ts';
import {
  assistanceCopyMail,
  assistanceMail,
  interpolate,
  passwordResetMail,
  plannedReminderMail,
  pushText,
  verificationMail,
} from './messages.ts';

const link = 'https://budget.example.com/app/auth/confirm/abc?x=1&y=2';

describe('interpolate', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(interpolate('Hi {{name}}, {{ hours }}h {{other}}', { name: 'Ada', hours: 48 })).toBe(
      'Hi Ada, 48h {{other}}',
    );
  });
});

describe('mails', () => {
  it('are written in every language, with the link and no placeholder left', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      for (const mail of [
        verificationMail(language, { name: 'Ada', link, hours: 48 }),
        passwordResetMail(language, { name: 'Ada', link, minutes: 60 }),
      ]) {
        subjects.add(mail.subject);
        expect(mail.text).toContain(link);
        expect(mail.text).toContain('Ada');
        expect(mail.text).not.toContain('{{');
        expect(mail.html).toContain('href="https://budget.example.com/app/auth/confirm/abc?x=1&amp;y=2"');
        expect(mail.html).toContain(`lang="${language}"`);
      }
    }
    expect(subjects.size).toBe(LANGUAGES.length * 2);
  });

  it('say how long the link lasts', () => {
    expect(verificationMail('en', { name: 'A', link, hours: 48 }).text).toContain('48 hours');
    expect(passwordResetMail('it', { name: 'A', link, minutes: 60 }).text).toContain('60 minuti');
  });

  it('escape the name in HTML', () => {
    expect(verificationMail('en', { name: '<b>x</b>', link, hours: 1 }).html).toContain(
      '&lt;b&gt;x&lt;/b&gt;',
    );
  });
});

describe('notification and assistance mails', () => {
  it('leave no placeholder in any language, and quote the person as written', () => {
    const message = 'Line <one>\nLine "two"';
    for (const language of LANGUAGES) {
      const reminder = plannedReminderMail(language, {
        name: 'Ada',
        link,
        what: 'Rent',
        amount: '-€850.00',
        wallet: 'Bank',
        date: '1 Mar 2026',
        workspace: 'Home',
      });
      const pushes = [
        pushText(language, 'plannedReminder', { what: 'Rent', amount: '€1', wallet: 'Bank', date: 'x' }),
        pushText(language, 'budgetAlert', {
          budget: 'Food',
          threshold: 70,
          spent: '€70',
          amount: '€100',
          remaining: '€30',
          end: 'x',
        }),
      ];
      const relayed = assistanceMail(language, { name: 'Ada', email: 'ada@example.com', language, message });
      const copy = assistanceCopyMail(language, { name: 'Ada', message });
      for (const text of [
        reminder.subject,
        reminder.text,
        ...pushes.flatMap((push) => [push.title, push.body]),
        relayed.subject,
        relayed.text,
        copy.subject,
        copy.text,
      ]) {
        expect(text).not.toContain('{{');
      }
      expect(reminder.text).toContain(link);
      for (const mail of [relayed, copy]) {
        expect(mail.text).toContain('> Line <one>\n> Line "two"');
        expect(mail.html).toContain('Line &lt;one&gt;\nLine &quot;two&quot;');
        expect(mail.html).not.toContain('<one>');
      }
      expect(relayed.text).toContain('ada@example.com');
    }
  });
});
