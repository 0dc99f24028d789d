/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import AntSpin from 'antd/es/spin';
import { Spin } from './spin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

const render = async (node: React.ReactNode) => {
  await act(async () => root.render(node));
  return container.innerHTML;
};

/** The markup without antd's style hash classes (css-var-…, :where hashes), which differ per render tree. */
const shape = (html: string) => html.replace(/ ?css-[\w-]+/g, '').replace(/ class=""/g, '');

describe('own Spin: antd’s markup and aria without antd’s delay, percent and fullscreen', () => {
  it.each([
    ['a fallback', <Spin />, <AntSpin />],
    [
      'a fallback with a style',
      <Spin style={{ display: 'block', margin: '50px auto' }} />,
      <AntSpin style={{ display: 'block', margin: '50px auto' }} />,
    ],
    ['small', <Spin size="small" />, <AntSpin size="small" />],
    ['not spinning', <Spin spinning={false} />, <AntSpin spinning={false} />],
    [
      'over a table, spinning',
      <Spin spinning>
        <p>lentelė</p>
      </Spin>,
      <AntSpin spinning>
        <p>lentelė</p>
      </AntSpin>,
    ],
    [
      'over a table, idle',
      <Spin spinning={false}>
        <p>lentelė</p>
      </Spin>,
      <AntSpin spinning={false}>
        <p>lentelė</p>
      </AntSpin>,
    ],
  ])('%s renders as antd’s', async (_name, ours, antd) => {
    const mine = shape(await render(ours));
    const theirs = shape(await render(antd));
    expect(mine).toBe(theirs);
  });

  it('tells assistive technology it is busy while spinning, and not when idle', async () => {
    await render(<Spin />);
    const busy = container.firstElementChild;
    expect(busy?.getAttribute('aria-live')).toBe('polite');
    expect(busy?.getAttribute('aria-busy')).toBe('true');
    await render(<Spin spinning={false} />);
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('false');
  });
});
