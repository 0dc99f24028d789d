/** @jest-environment jsdom */
import AntSpin from 'antd/es/spin';
import { Spin } from './spin';
import { markupHarness } from './markup-spec-harness';

const { render, shape, host } = markupHarness();

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
    const busy = host().firstElementChild;
    expect(busy?.getAttribute('aria-live')).toBe('polite');
    expect(busy?.getAttribute('aria-busy')).toBe('true');
    await render(<Spin spinning={false} />);
    expect(host().firstElementChild?.getAttribute('aria-busy')).toBe('false');
  });
});
