// @vitest-environment jsdom
import { i18n, initI18n, registerNamespace } from '@bc/i18n';
import { commonResources } from '@bc/i18n/namespaces/common';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AmountInput } from './amount-input.tsx';

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  registerNamespace('common', commonResources);
});
afterEach(cleanup);

const field = () => screen.getByLabelText('Amount') as HTMLInputElement;

describe('AmountInput', () => {
  it('cleans what is typed, reports the amount, and shows two decimals on blur', () => {
    const onChange = vi.fn();
    render(<AmountInput id="a" label="Amount" onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '12,345' } });
    expect(field().value).toBe('12.34');
    expect(onChange).toHaveBeenLastCalledWith(12.34);
    fireEvent.change(field(), { target: { value: '7' } });
    fireEvent.blur(field());
    expect(field().value).toBe('7.00');
    fireEvent.change(field(), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('starts from its default value, with two decimals', () => {
    render(<AmountInput id="a" label="Amount" defaultValue={0} />);
    expect(field().value).toBe('0.00');
    expect(field().getAttribute('inputmode')).toBe('decimal');
  });

  it('says what is wrong once the field is left, and blocks the form until fixed', () => {
    render(<AmountInput id="a" label="Amount" min={0.01} max={100} />);
    fireEvent.change(field(), { target: { value: '0' } });
    fireEvent.blur(field());
    expect(screen.getByText('The amount must be at least 0.01')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().validity.valid).toBe(false);

    fireEvent.change(field(), { target: { value: '100,5' } });
    fireEvent.blur(field());
    expect(screen.getByText('The amount cannot exceed 100')).toBeTruthy();

    fireEvent.change(field(), { target: { value: '.' } });
    fireEvent.blur(field());
    expect(screen.getByText('Enter a valid amount')).toBeTruthy();

    fireEvent.change(field(), { target: { value: '50' } });
    expect(screen.queryByText('Enter a valid amount')).toBeNull();
    expect(field().validity.valid).toBe(true);
  });
});
