import type { ContestDifficulty } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Typography } from '@portal/ui';
import { COMPETITION_NS } from '../i18n';
import { useLeaderboardQuery } from './competition-api';
import { lastEntry, minutesSeconds } from './run-data';

const CELL = { padding: '6px 10px', borderBottom: '1px solid #f0f0f0', textAlign: 'left' } as const;

/** The top 10 of a difficulty and, after an entry in this tab, the entrant's own place. */
export function LeaderboardTable({ difficulty }: { difficulty: ContestDifficulty }) {
  const { t } = useTranslation(COMPETITION_NS);
  const last = lastEntry();
  const entry = last?.difficulty === difficulty ? last.token : undefined;
  const { data } = useLeaderboardQuery({ difficulty, ...(entry ? { entry } : {}) });
  const caption = `${t('board.title')}: ${t(`board.${difficulty}`)}`;
  return (
    <section aria-label={caption} data-testid="leaderboard">
      <Typography.Title level={3}>{caption}</Typography.Title>
      {data && data.top.length === 0 ? (
        <Typography.Paragraph>{t('board.empty')}</Typography.Paragraph>
      ) : (
        <table style={{ borderCollapse: 'collapse', width: '100%', maxWidth: 560 }}>
          <thead>
            <tr>
              <th style={CELL}>{t('board.rank')}</th>
              <th style={CELL}>{t('board.name')}</th>
              <th style={CELL}>{t('board.correct')}</th>
              <th style={CELL}>{t('board.time')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.top.map((row) => (
              <tr key={row.rank} data-testid="leaderboard-row">
                <td style={CELL}>{row.rank}</td>
                <td style={CELL}>{row.name}</td>
                <td style={CELL}>
                  {row.correct} / {row.total}
                </td>
                <td style={CELL}>{minutesSeconds(row.seconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data?.own && (
        <Typography.Paragraph strong data-testid="leaderboard-own" style={{ marginTop: 12 }}>
          {data.own.counted
            ? t('board.own', {
                rank: data.own.rank,
                correct: data.own.correct,
                total: data.own.total,
                time: minutesSeconds(data.own.seconds),
              })
            : t('board.ownPractice')}
        </Typography.Paragraph>
      )}
    </section>
  );
}
