// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaRoot } from './area-root.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('render failed');
}

describe('AreaRoot', () => {
  it('renders its area', () => {
    render(
      <AreaRoot onCrash={() => {}}>
        <p>area content</p>
      </AreaRoot>,
    );
    expect(screen.getByText('area content')).toBeTruthy();
  });

  it('tells the shell when the area throws while rendering, and renders nothing of it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onCrash = vi.fn();
    const { container } = render(
      <AreaRoot onCrash={onCrash}>
        <Broken />
      </AreaRoot>,
    );
    expect(onCrash).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
    expect(container.textContent).toBe('');
  });
});
