/** @jest-environment jsdom */
import AntTypography from 'antd/es/typography';
import { Typography } from './typography';
import { markupHarness } from './markup-spec-harness';

const { render, shape } = markupHarness();

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
