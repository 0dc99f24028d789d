import type { ReactNode } from 'react';
import { LANGUAGES, type Language } from '@portal/contracts';
import { LANGUAGE_NATIVE_NAMES, setLanguage, toLanguage, useTranslation } from '@portal/i18n';
import { Button, CloseOutlined, Drawer, Flex, Tooltip } from '@portal/ui';
import {
  FlagFilled,
  FlagOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  MinusOutlined,
  PlusOutlined,
  FontSizeOutlined,
} from '@portal/ui/extra';
import { Select } from '@portal/ui/select';

export interface GridCell {
  /** Background and text colours of the numbered button. */
  background?: string;
  color?: string;
  /** Flagged for later by the learner (issue 26): a flag on the button, said in its name. */
  flagged?: boolean;
}

export interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  fullscreen: { on: boolean; toggle: () => void };
  fontSize: number;
  onFont: (step: -1 | 1) => void;
  /** The line above the grid: answered count, or the score 'X iš N'. */
  summary: ReactNode;
  cells: GridCell[];
  active: number;
  onPick: (index: number) => void;
  /** Buttons under the grid (finish; results and home). */
  footer?: ReactNode;
  /** Flag the current question for later, or unflag it (the running test only). */
  onFlag?: () => void;
}

/** The flag's colour: dark enough on white and on the answered shade (contrast above 3:1 for a graphic). */
const FLAG_COLOR = '#ad4e00';

/** Side drawer (core spec section 2): language, full screen, font size, close, count and numbered grid. */
export function SideDrawer(props: SideDrawerProps) {
  const { t, i18n } = useTranslation('runner');
  const { open, onClose, fullscreen, fontSize, onFont, summary, cells, active, onPick, footer, onFlag } =
    props;
  const activeFlagged = !!cells[active]?.flagged;
  const flaggedCount = cells.filter((c) => c.flagged).length;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={320}
      closable={false}
      title={null}
      aria-label={t('drawer.title')}
      styles={{ body: { padding: 16 } }}
    >
      <Flex vertical gap={12} data-testid="drawer">
        <Flex align="center" gap={8}>
          <Select
            aria-label={t('drawer.language')}
            value={toLanguage(i18n.language)}
            onChange={(lang: Language) => void setLanguage(lang)}
            options={LANGUAGES.map((l) => ({
              value: l,
              label: <span lang={l}>{LANGUAGE_NATIVE_NAMES[l]}</span>,
              title: LANGUAGE_NATIVE_NAMES[l],
            }))}
            style={{ flex: 1 }}
            data-testid="language"
          />
          <Tooltip title={t('drawer.close')}>
            <Button
              icon={<CloseOutlined />}
              aria-label={t('drawer.close')}
              onClick={onClose}
              data-testid="drawer-close"
            />
          </Tooltip>
        </Flex>
        <Flex align="center" gap={8} wrap>
          <Tooltip
            placement="bottom"
            title={t(fullscreen.on ? 'drawer.exitFullscreen' : 'drawer.fullscreen')}
          >
            <Button
              icon={fullscreen.on ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              aria-label={t(fullscreen.on ? 'drawer.exitFullscreen' : 'drawer.fullscreen')}
              onClick={fullscreen.toggle}
            />
          </Tooltip>
          <FontSizeOutlined style={{ marginLeft: 8 }} />
          <Tooltip placement="bottom" title={t('drawer.fontSmaller')}>
            <Button
              icon={<MinusOutlined />}
              aria-label={t('drawer.fontSmaller')}
              onClick={() => onFont(-1)}
              data-testid="font-smaller"
            />
          </Tooltip>
          <span style={{ minWidth: 24, textAlign: 'center' }} data-testid="font-size">
            {fontSize}
          </span>
          <Tooltip placement="bottom" title={t('drawer.fontLarger')}>
            <Button
              icon={<PlusOutlined />}
              aria-label={t('drawer.fontLarger')}
              onClick={() => onFont(1)}
              data-testid="font-larger"
            />
          </Tooltip>
        </Flex>
        <div style={{ fontWeight: 600 }} data-testid="drawer-summary">
          {summary}
          {flaggedCount > 0 && (
            <div style={{ fontWeight: 400 }} data-testid="drawer-flagged">
              <FlagFilled aria-hidden style={{ color: FLAG_COLOR }} />{' '}
              {t('drawer.flaggedCount', { count: flaggedCount })}
            </div>
          )}
        </div>
        {onFlag && (
          <Button
            block
            icon={activeFlagged ? <FlagFilled style={{ color: FLAG_COLOR }} /> : <FlagOutlined />}
            aria-pressed={activeFlagged}
            onClick={onFlag}
            data-testid="flag-question"
            style={{ whiteSpace: 'normal', height: 'auto', minHeight: 40 }}
          >
            {t(activeFlagged ? 'drawer.unflag' : 'drawer.flag', { n: active + 1 })}
          </Button>
        )}
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))', gap: 6 }}>
          {cells.map((cell, i) => (
            <Button
              key={i}
              type={i === active && !cell.background ? 'primary' : 'default'}
              onClick={() => onPick(i)}
              aria-current={i === active ? 'true' : undefined}
              // The name starts with the visible number (WCAG 2.5.3); a flagged one says so, not by colour alone.
              aria-label={cell.flagged ? t('drawer.cellFlagged', { n: i + 1 }) : undefined}
              data-testid="grid-cell"
              data-flagged={cell.flagged ? 'true' : undefined}
              style={{
                position: 'relative',
                padding: 0,
                height: 40,
                background: i === active && !cell.background ? undefined : cell.background,
                color: cell.color,
                borderColor: i === active ? '#1f6fb2' : cell.background,
                borderWidth: i === active ? 2 : 1,
              }}
            >
              {i + 1}
              {cell.flagged && (
                <FlagFilled
                  aria-hidden
                  // white on the current question's blue button, dark orange on white or the answered shade
                  style={{
                    position: 'absolute',
                    top: 2,
                    right: 2,
                    fontSize: 10,
                    color: i === active && !cell.background ? '#fff' : FLAG_COLOR,
                  }}
                />
              )}
            </Button>
          ))}
        </div>
        {footer}
      </Flex>
    </Drawer>
  );
}
