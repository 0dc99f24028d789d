/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import AntTypography from 'antd/es/typography';
import { Typography } from './typography';

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

describe('Typography: antd’s markup without its ellipsis, copy and edit machinery', () => {
  it.each([
    [
      'Text, secondary and strong',
      <Typography.Text type="secondary" strong data-testid="t">
        a
      </Typography.Text>,
      <AntTypography.Text type="secondary" strong data-testid="t">
        a
      </AntTypography.Text>,
    ],
    [
      'Title level 4',
      <Typography.Title level={4} style={{ margin: 0 }}>
        b
      </Typography.Title>,
      <AntTypography.Title level={4} style={{ margin: 0 }}>
        b
      </AntTypography.Title>,
    ],
    [
      'Paragraph, code',
      <Typography.Paragraph code>c</Typography.Paragraph>,
      <AntTypography.Paragraph code>c</AntTypography.Paragraph>,
    ],
    [
      'Text, danger, italic',
      <Typography.Text type="danger" italic>
        d
      </Typography.Text>,
      <AntTypography.Text type="danger" italic>
        d
      </AntTypography.Text>,
    ],
  ])('%s renders as antd’s', async (_name, ours, antd) => {
    const mine = shape(await render(ours));
    const theirs = shape(await render(antd));
    expect(mine).toBe(theirs);
  });
});
