// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormProblems } from './form-problems.tsx';

const translate = (key: string) => `t:${key}`;
const textOf = (alert: ReactNode) => render(<div>{alert}</div>).container.textContent;

describe('useFormProblems', () => {
  it('joins the translated rule messages in one alert, blocks sending while any fails and clears', () => {
    const { result } = renderHook(() => useFormProblems(translate, 'Save failed'));
    let mayGo = true;
    act(() => {
      mayGo = result.current.check(['insert_name', 'choose_wallet']);
    });
    expect(mayGo).toBe(false);
    expect(textOf(result.current.alert)).toBe('t:insert_name, t:choose_wallet');
    act(() => result.current.clear());
    expect(result.current.alert).toBeNull();
    act(() => {
      mayGo = result.current.check([]);
    });
    expect(mayGo).toBe(true);
  });

  it('shows the fallback when a failed save names no field', () => {
    const { result } = renderHook(() => useFormProblems(translate, 'Save failed'));
    act(() => result.current.failed(new Error('network down')));
    expect(textOf(result.current.alert)).toBe('Save failed');
  });
});
