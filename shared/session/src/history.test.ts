// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createSharedHistory } from './history.ts';

describe('createSharedHistory', () => {
  it('tells every listening router about a navigation made by any of them', () => {
    const history = createSharedHistory();
    const shellRouter = vi.fn();
    const remoteRouter = vi.fn();
    const stopShell = history.listen(shellRouter);
    history.listen(remoteRouter);

    history.push('/app/entries');
    expect(shellRouter).toHaveBeenCalledWith(
      expect.objectContaining({ location: expect.objectContaining({ pathname: '/app/entries' }) }),
    );
    expect(remoteRouter).toHaveBeenCalledTimes(1);

    stopShell();
    history.push('/app/payee');
    expect(shellRouter).toHaveBeenCalledTimes(1);
    expect(remoteRouter).toHaveBeenCalledTimes(2);
    expect(window.location.pathname).toBe('/app/payee');
  });
});
