import type { EmbeddedArea, EmbedOptions } from '@bc/ui';

declare global {
  interface Window {
    BudgetControlStats?: { mount(element: HTMLElement, options: EmbedOptions): Promise<EmbeddedArea> };
  }
}

// The embed entry (embed.js, a stable URL): a page on any origin calls
// `BudgetControlStats.mount(element, { apiBase, token })`. The area itself loads behind an async
// boundary so module federation can set up the shared modules first.
window.BudgetControlStats = {
  mount: async (element, options) => (await import('./embed-mount.tsx')).mountStats(element, options),
};
