// @vitest-environment jsdom
import { act, Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredComponent, moduleLoader } from './deferred-component.tsx';

// React's act() warns unless told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A module whose arrival the test decides. */
function heldModule() {
  let arrive: (module: { Greeting: typeof Greeting }) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<{ Greeting: typeof Greeting }>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return { load, arrive: (module = { Greeting }) => arrive(module), fail: (error: Error) => fail(error) };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

const roots: Root[] = [];
function mount(element: ReactNode) {
  const container = document.createElement('div');
  const root = createRoot(container);
  roots.push(root);
  act(() => root.render(element));
  return container;
}
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
});

describe('moduleLoader', () => {
  it('fetches once for every caller, and again after a failure', async () => {
    const held = heldModule();
    const loader = moduleLoader(held.load);
    const first = loader();
    const second = loader();
    expect(held.load).toHaveBeenCalledTimes(1);
    held.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await expect(second).rejects.toThrow('offline');
    expect(loader.loaded()).toBeUndefined();

    const retried = loader();
    expect(held.load).toHaveBeenCalledTimes(2);
    held.arrive();
    await expect(retried).resolves.toEqual({ Greeting });
    expect(loader.loaded()).toEqual({ Greeting });
  });
});

describe('deferredComponent', () => {
  it('renders a preloaded module in its very first commit, without a fallback (React.lazy suspends once)', async () => {
    const held = heldModule();
    const loader = moduleLoader(held.load);
    const preload = loader();
    held.arrive();
    await preload;

    const Deferred = deferredComponent(loader, (module) => module.Greeting, <p>Loading</p>);
    const container = mount(<Deferred name="Ada" />);
    expect(container.textContent).toBe('Hello Ada');
    expect(held.load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback, then the content once the code arrives', async () => {
    const held = heldModule();
    const Deferred = deferredComponent(moduleLoader(held.load), (module) => module.Greeting, <p>Loading</p>);
    const container = mount(<Deferred name="Ada" />);
    expect(container.textContent).toBe('Loading');
    expect(held.load).toHaveBeenCalledTimes(1);

    await act(async () => held.arrive());
    expect(container.textContent).toBe('Hello Ada');
  });

  it('throws a failed load to the nearest error boundary', async () => {
    const held = heldModule();
    const Deferred = deferredComponent(moduleLoader(held.load), (module) => module.Greeting, <p>Loading</p>);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = mount(
      <Boundary>
        <Deferred name="Ada" />
      </Boundary>,
    );
    await act(async () => held.fail(new Error('offline')));
    expect(container.textContent).toBe('Failed: offline');
    vi.mocked(console.error).mockRestore();
  });
});
