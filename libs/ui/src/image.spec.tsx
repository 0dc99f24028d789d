/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// antd's Image stand-in: what the preview is asked to do, and when its code was fetched
const previews: { open: boolean }[] = [];
const loaded = jest.fn();
jest.mock('antd/es/image', () => {
  loaded();
  return {
    __esModule: true,
    default: ({ preview }: { preview: { open: boolean; onOpenChange: (open: boolean) => void } }) => {
      previews.push({ open: preview.open });
      return preview.open ? (
        <button data-testid="close-preview" onClick={() => preview.onOpenChange(false)} />
      ) : null;
    },
  };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Image } = require('./image') as typeof import('./image');

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

describe('Image: the picture at once, antd’s preview when wanted', () => {
  it('draws the picture without loading antd’s Image, then opens and closes its preview', async () => {
    const onOpenChange = jest.fn();
    await act(async () =>
      root.render(<Image src="/ket/img/1.png" alt="Paveikslėlis" preview={{ onOpenChange }} />),
    );
    const picture = container.querySelector('[role=button]') as HTMLElement;
    expect(picture.getAttribute('aria-label')).toBe('Paveikslėlis');
    expect(picture.tabIndex).toBe(0);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/ket/img/1.png');
    expect(loaded).not.toHaveBeenCalled();

    await act(async () => picture.click());
    expect(loaded).toHaveBeenCalled();
    expect(previews.at(-1)).toEqual({ open: true });
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    // the picture is the same element: antd's code arriving did not replace it
    expect(container.querySelector('[role=button]')).toBe(picture);

    await act(async () => (container.querySelector('[data-testid=close-preview]') as HTMLElement).click());
    expect(previews.at(-1)).toEqual({ open: false });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('opens from the keyboard', async () => {
    await act(async () => root.render(<Image src="/a.png" alt="a" />));
    const picture = container.querySelector('[role=button]') as HTMLElement;
    await act(async () => {
      picture.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(previews.at(-1)).toEqual({ open: true });
  });
});
