import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../language.ts';
import { SECURITY_CHANGES, securityChangeMail } from '../mail/messages.ts';
import { describeDevice, deviceFingerprint } from './devices.ts';
import { formatWhen } from './security-mail.ts';

const link = 'https://budget.example.com/app/settings/security';
const FIREFOX_UBUNTU = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const FIREFOX_UBUNTU_NEXT = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('security mails', () => {
  it('say every change in every language, with when, device, IP and the devices page, no placeholder left', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      for (const change of SECURITY_CHANGES) {
        const mail = securityChangeMail(language, change, {
          name: 'Ada <3',
          link,
          when: formatWhen(language, new Date('2026-03-01T09:30:00Z')),
          device: { browser: 'Firefox', os: 'Linux' },
          ip: '203.0.113.7',
          remaining: 2,
          passkey: 'Laptop',
        });
        subjects.add(mail.subject);
        for (const text of [mail.subject, mail.text, mail.html]) expect(text).not.toContain('{{');
        expect(mail.text).toContain('Ada <3');
        expect(mail.html).toContain('Ada &lt;3');
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${link}"`);
        expect(mail.text).toContain('2026');
        expect(mail.text).toMatch(/Firefox \S+ Linux/);
        expect(mail.text).toContain('203.0.113.7');
        if (change.startsWith('passkey')) expect(mail.text).toContain('Laptop');
        if (change.startsWith('recovery_code_') || change === 'recovery_codes_low') {
          expect(mail.text).toContain(': 2');
        }
      }
    }
    expect(subjects.size).toBe(LANGUAGES.length * SECURITY_CHANGES.length);
  });

  it('leave out the device and IP lines when they are not known', () => {
    const mail = securityChangeMail('en', 'password_changed', { name: 'Ada', link, when: 'today' });
    expect(mail.text).toContain('When: today');
    expect(mail.text).not.toContain('Device:');
    expect(mail.text).not.toContain('IP address:');
    expect(mail.text).toContain('If this was you, there is nothing to do');
  });

  it('name a device by what is known of it', () => {
    const text = (browser: string, os: string) =>
      securityChangeMail('de', 'new_device', { name: 'A', link, when: 'x', device: { browser, os } }).text;
    expect(text('Firefox', 'Linux')).toContain('Gerät: Firefox unter Linux');
    expect(text('Firefox', '')).toContain('Gerät: Firefox\n');
    expect(text('', '')).toContain('Gerät: unbekanntes Gerät');
  });

  it('write the time in the language, in UTC', () => {
    const when = new Date('2026-03-01T09:30:00Z');
    expect(formatWhen('en', when)).toBe('March 1, 2026 at 09:30 AM UTC');
    expect(formatWhen('it', when)).toContain('marzo');
  });
});

describe('devices', () => {
  it('are named by browser and system from the user agent', () => {
    expect(describeDevice(FIREFOX_UBUNTU)).toEqual({ browser: 'Firefox', os: 'Linux', type: 'desktop' });
    expect(describeDevice(SAFARI_IPHONE)).toEqual({ browser: 'Safari', os: 'iOS', type: 'mobile' });
    expect(describeDevice(null)).toEqual({ browser: '', os: '', type: '' });
    expect(describeDevice('curl/8.5.0').os).toBe('');
  });

  it('are the same device across browser updates, another one in another browser or system', () => {
    expect(deviceFingerprint(FIREFOX_UBUNTU)).toBe(deviceFingerprint(FIREFOX_UBUNTU_NEXT));
    expect(deviceFingerprint(FIREFOX_UBUNTU)).not.toBe(deviceFingerprint(SAFARI_IPHONE));
    expect(deviceFingerprint(FIREFOX_UBUNTU)).not.toContain('Firefox');
  });
});
