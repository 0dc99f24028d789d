/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { lazyOverlay } from './lazy';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Dialog({ open, text }: { open?: boolean; text: string }) {
  return <p data-open={String(!!open)}>{text}</p>;
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

describe('lazyOverlay: a dialog whose code loads when first opened', () => {
  it('loads nothing while never opened, then stays mounted once opened', async () => {
    const load = jest.fn(async () => ({ default: Dialog }));
    const Overlay = lazyOverlay(load);

    act(() => root.render(<Overlay open={false} text="hi" />));
    expect(load).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('');

    await act(async () => root.render(<Overlay open text="hi" />));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('p')?.dataset.open).toBe('true');

    // closing is the dialog's own business (its close animation): it stays rendered, told it is closed
    await act(async () => root.render(<Overlay open={false} text="hi" />));
    expect(container.querySelector('p')?.dataset.open).toBe('false');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
