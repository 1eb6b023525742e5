// @vitest-environment jsdom

import { passwordLevel, passwordScore } from '@bc/domain';
import { i18n, initI18n, registerNamespace } from '@bc/i18n';
import { commonResources } from '@bc/i18n/namespaces/common';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PasswordStrength } from './password-strength.tsx';

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  registerNamespace('common', commonResources);
});
afterEach(cleanup);

function Harness() {
  const [password, setPassword] = useState('');
  return (
    <>
      <label htmlFor="p">Password</label>
      <input id="p" value={password} aria-describedby="s" onChange={(e) => setPassword(e.target.value)} />
      <PasswordStrength
        id="s"
        strength={password ? { score: passwordScore(password), level: passwordLevel(password) } : null}
      />
    </>
  );
}

const type = (value: string) => fireEvent.change(screen.getByLabelText('Password'), { target: { value } });
const meter = () => screen.getByRole('meter', { name: 'Password strength' }) as HTMLMeterElement;

describe('PasswordStrength', () => {
  it('says nothing until something is typed', () => {
    render(<Harness />);
    expect(meter().value).toBe(0);
    expect(document.getElementById('s')?.textContent).toBe('');
  });

  it.each([
    ['abc', 0, 'Very weak'],
    ['abcdefghij', 1, 'Weak'],
    ['abcdefghi1', 2, 'Moderate'],
    ['Abcdefgh1!', 4, 'Very strong'],
    ['Abcdefg1!', 3, 'Strong'],
  ])('shows %j as score %i, "%s", and describes the field with it', (password, score, level) => {
    render(<Harness />);
    type(password);
    expect(meter().value).toBe(score);
    expect(meter().getAttribute('aria-valuetext')).toBe(`Password strength: ${level}`);
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe('s');
    expect(document.getElementById('s')?.textContent).toBe(`Password strength: ${level}`);
  });

  it('speaks the interface language', async () => {
    render(<Harness />);
    type('Abcdefgh1!');
    await act(() => i18n.changeLanguage('it'));
    expect(document.getElementById('s')?.textContent).toBe('Sicurezza della password: Molto forte');
    await act(() => i18n.changeLanguage('en'));
  });
});
