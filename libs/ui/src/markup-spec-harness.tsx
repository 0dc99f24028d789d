import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * For the specs that compare our own components' markup with antd's (typography, spin, own-components): registers a
 * fresh React root per test and returns `render` (the root's HTML after rendering `node`) and `shape` (that HTML
 * without antd's style-hash classes, css-var-… and :where hashes, which differ per render tree), and `host` (the
 * element rendered into). Only for specs:
 * it registers jest hooks.
 */
export function markupHarness() {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    root = createRoot(container);
  });
  afterEach(() => act(() => root.unmount()));
  return {
    render: async (node: React.ReactNode) => {
      await act(async () => root.render(node));
      return container.innerHTML;
    },
    host: () => container,
    shape: (html: string) => html.replace(/ ?css-[\w-]+/g, '').replace(/ class=""/g, ''),
  };
}
