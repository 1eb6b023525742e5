// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action.ts';

/** An action whose answers the test gives, one per run, in the order it chooses. */
function controlledAction() {
  const runs: { input: string; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const action = (input: string) =>
    new Promise<string>((resolve, reject) => {
      runs.push({ input, resolve, reject });
    });
  return { action, runs };
}

describe('useAction', () => {
  it('is pending while its request runs, then holds the answer and calls back', async () => {
    const { action, runs } = controlledAction();
    const { result } = renderHook(() => useAction(action));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false, isError: false });
    const onSuccess = vi.fn();
    const onSettled = vi.fn();
    act(() => result.current.mutate('ada', { onSuccess, onSettled }));
    expect(result.current.isPending).toBe(true);
    expect(runs.map((run) => run.input)).toEqual(['ada']);

    await act(async () => runs[0]?.resolve('/app/dashboard'));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: true, data: '/app/dashboard' });
    expect(onSuccess).toHaveBeenCalledWith('/app/dashboard');
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it('holds a failure as its error, without calling onSuccess', async () => {
    const { action, runs } = controlledAction();
    const { result } = renderHook(() => useAction(action));
    const onSuccess = vi.fn();
    const onSettled = vi.fn();
    act(() => result.current.mutate('ada', { onSuccess, onSettled }));
    const refused = new Error('401');
    await act(async () => runs[0]?.reject(refused));
    expect(result.current).toMatchObject({ isPending: false, isError: true, error: refused });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it('reports only its latest run: an earlier answer arriving late changes nothing', async () => {
    const { action, runs } = controlledAction();
    const { result } = renderHook(() => useAction(action));
    const first = vi.fn();
    act(() => result.current.mutate('first', { onSuccess: first }));
    act(() => result.current.mutate('second'));
    await act(async () => runs[1]?.resolve('second answer'));
    await act(async () => runs[0]?.resolve('first answer'));
    expect(result.current.data).toBe('second answer');
    expect(first).not.toHaveBeenCalled();
  });

  it('reset goes back to idle and drops an answer still on its way', async () => {
    const { action, runs } = controlledAction();
    const { result } = renderHook(() => useAction(action));
    act(() => result.current.mutate('ada'));
    act(() => result.current.reset());
    expect(result.current.isPending).toBe(false);
    await act(async () => runs[0]?.resolve('late'));
    expect(result.current).toMatchObject({ isSuccess: false, data: undefined });
  });

  it('calls nothing back once its screen has gone', async () => {
    const { action, runs } = controlledAction();
    const { result, unmount } = renderHook(() => useAction(action));
    const onSuccess = vi.fn();
    act(() => result.current.mutate('ada', { onSuccess }));
    unmount();
    runs[0]?.resolve('late');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
