/** @jest-environment jsdom */
import { act, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Tooltip } from './tooltip';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  jest.useFakeTimers();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.useRealTimers();
});

const mounts = jest.fn();
/** A button that counts its mounts and keeps a count of its own clicks (lost if it were remounted). */
function CountingButton(props: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => mounts(), []);
  return (
    <button
      {...props}
      aria-label="Uždaryti"
      data-clicks={clicks}
      onClick={(event) => {
        setClicks((c) => c + 1);
        props.onClick?.(event);
      }}
    />
  );
}

const tip = () => document.querySelector('[role=tooltip]');
const button = () => container.querySelector('button') as HTMLButtonElement;

describe('Tooltip: shown on hover and focus, never remounting its element', () => {
  it('shows after the pointer rests, describes the element, hides on leaving', async () => {
    const onClose = jest.fn();
    mounts.mockClear();
    await act(async () =>
      root.render(
        <Tooltip title="Uždaryti meniu">
          <CountingButton onClick={onClose} />
        </Tooltip>,
      ),
    );
    expect(tip()).toBeNull();
    expect(button().getAttribute('aria-describedby')).toBeNull();

    act(() => {
      button().dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => jest.advanceTimersByTime(150));
    expect(tip()?.textContent).toBe('Uždaryti meniu');
    expect(button().getAttribute('aria-describedby')).toBe(tip()?.id);

    // a click while it shows reaches the element's own handler, on the element that was there all along
    act(() => button().click());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(button().dataset.clicks).toBe('1');
    expect(mounts).toHaveBeenCalledTimes(1);
    expect(tip()).toBeNull();

    act(() => {
      button().dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => jest.advanceTimersByTime(150));
    expect(tip()).not.toBeNull();
    act(() => {
      button().dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
    });
    act(() => jest.advanceTimersByTime(150));
    expect(tip()).toBeNull();
    expect(mounts).toHaveBeenCalledTimes(1);
  });

  it('shows on keyboard focus at once and hides on Escape and blur', async () => {
    await act(async () =>
      root.render(
        <Tooltip title="Didesnis šriftas" placement="bottom">
          <CountingButton />
        </Tooltip>,
      ),
    );
    act(() => button().focus());
    expect(tip()?.textContent).toBe('Didesnis šriftas');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(tip()).toBeNull();
    act(() => button().blur());
    act(() => button().focus());
    expect(tip()).not.toBeNull();
    act(() => button().blur());
    expect(tip()).toBeNull();
    // the element keeps its own name: the tooltip only describes it
    expect(button().getAttribute('aria-label')).toBe('Uždaryti');
  });
});
