/** @jest-environment jsdom */
import AntDescriptions from 'antd/es/descriptions';
import AntStatistic from 'antd/es/statistic';
import AntTag from 'antd/es/tag';
import { Descriptions } from './descriptions';
import { Statistic } from './statistic';
import { Tag } from './tag';
import { markupHarness } from './markup-spec-harness';

const { render, shape } = markupHarness();

describe('own Statistic, Descriptions and Tag: antd’s markup without antd’s extra machinery', () => {
  it.each([
    [
      'Statistic, a count',
      <Statistic title="Išspręsta" value={1234} data-testid="s" />,
      <AntStatistic title="Išspręsta" value={1234} data-testid="s" />,
    ],
    [
      'Statistic, percent with precision and colour',
      <Statistic
        title="Paskutinis"
        value={86.666}
        precision={2}
        suffix="%"
        data-colour="green"
        styles={{ content: { color: 'green' } }}
      />,
      <AntStatistic
        title="Paskutinis"
        value={86.666}
        precision={2}
        suffix="%"
        data-colour="green"
        styles={{ content: { color: 'green' } }}
      />,
    ],
    [
      'Statistic, a dash',
      <Statistic title="Paskutinis" value="—" />,
      <AntStatistic title="Paskutinis" value="—" />,
    ],
    [
      'Descriptions, one column, small',
      <Descriptions
        size="small"
        style={{ marginTop: 12 }}
        items={[
          { key: 'nuo', label: 'Galioja nuo', children: <span data-testid="valid-from">2026-11-01</span> },
          { key: 'iki', label: 'Galioja iki', children: '2026-12-01' },
        ]}
      />,
      <AntDescriptions
        size="small"
        column={1}
        style={{ marginTop: 12 }}
        items={[
          { key: 'nuo', label: 'Galioja nuo', children: <span data-testid="valid-from">2026-11-01</span> },
          { key: 'iki', label: 'Galioja iki', children: '2026-12-01' },
        ]}
      />,
    ],
    ['Tag, plain', <Tag>Demo</Tag>, <AntTag>Demo</AntTag>],
    [
      'Tag, preset colour with style and data',
      <Tag color="gold" style={{ color: '#874d00' }} data-testid="weight-badge">
        +2
      </Tag>,
      <AntTag color="gold" style={{ color: '#874d00' }} data-testid="weight-badge">
        +2
      </AntTag>,
    ],
    ['Tag, status colour', <Tag color="success">Teisingai</Tag>, <AntTag color="success">Teisingai</AntTag>],
    ['Tag, default', <Tag color="default">x</Tag>, <AntTag color="default">x</AntTag>],
  ])('%s renders as antd’s', async (_name, ours, antd) => {
    const mine = shape(await render(ours));
    const theirs = shape(await render(antd));
    expect(mine).toBe(theirs);
  });
});
