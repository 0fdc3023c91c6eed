import type { RankingRow } from '@copytrade/contracts/community';
import { RANKING_MODULES, type RankingModule } from '@copytrade/contracts/ranking';
import {
  FireOutlined,
  RiseOutlined,
  SafetyOutlined,
  StarOutlined,
  TrophyOutlined,
  RightOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { squarePath } from '@/lib/paths';
import { useSingleModuleList } from '../api/get-single-module-list';
import { countText, moneyText, percentText, toneOf } from '../utils/figures';
import { EMPTY_SQUARE, squareSearchParams, type SquareState } from '../utils/square-query';
import { ListState } from './feed-state';
import { FigureHelp, type FigureKey } from './figure-help';
import { SectionCard } from './section-card';
import { TraderIdentity } from './trader-identity';
import styles from './lists.module.css';

export const MODULE_ORDER: readonly RankingModule[] = ['growth', 'steady', 'popular', 'copyProfit', 'newest'];

const MODULE_ICONS: Record<RankingModule, ReactNode> = {
  growth: <RiseOutlined />,
  steady: <SafetyOutlined />,
  popular: <FireOutlined />,
  copyProfit: <TrophyOutlined />,
  newest: <StarOutlined />,
};

/** The figure a module ranks by, and one beside it for context. */
const MODULE_FIGURES: Record<RankingModule, [FigureKey, FigureKey]> = {
  growth: ['growth', 'drawdown'],
  steady: ['drawdown', 'growth'],
  popular: ['followers', 'growth'],
  copyProfit: ['copyProfit', 'followers'],
  newest: ['growth', 'weeks'],
};

/** The square filtered and sorted as the module is: its "more" link opens the same ranking in full. */
export function moduleSquarePath(module: RankingModule): string {
  const preset = RANKING_MODULES[module];
  const state: SquareState = { ...EMPTY_SQUARE, sort: preset.sort, direction: preset.direction, ranges: {} };
  if ('growth' in preset) state.ranges.growth = { ...preset.growth };
  if ('trades' in preset) state.ranges.trades = { ...preset.trades };
  const search = squareSearchParams(state).toString();
  return squarePath(search);
}

export function useFigureText() {
  const { t } = useTranslation();
  return (figure: FigureKey, row: RankingRow): { text: string; tone: 'gain' | 'loss' | 'zero' | null } => {
    switch (figure) {
      case 'growth':
        return { text: percentText(row.growth, true), tone: toneOf(row.growth) };
      case 'drawdown':
        return { text: percentText(row.drawdown), tone: null };
      case 'followers':
        return { text: countText(row.followers), tone: null };
      case 'copyProfit':
        return { text: moneyText(row.copyProfit, true), tone: toneOf(row.copyProfit) };
      case 'weeks':
        return { text: t('square.weeksValue', { count: row.tradingWeeks }), tone: null };
      default:
        return { text: '', tone: null };
    }
  };
}

/** One preset ranking as a compact list of five: rank, trader, the figure it ranks by. */
export function ModuleList({ module, limit = 5 }: { module: RankingModule; limit?: number }) {
  const { t } = useTranslation();
  const list = useSingleModuleList(module, limit);
  const figureText = useFigureText();
  const [main, side] = MODULE_FIGURES[module];
  return (
    <SectionCard
      icon={MODULE_ICONS[module]}
      title={t(`recommend.modules.${module}.title`)}
      subtitle={t(`recommend.modules.${module}.hint`)}
      headingLevel={3}
      extra={
        <Link
          to={moduleSquarePath(module)}
          className={styles.more}
          aria-label={t('recommend.moreOf', { name: t(`recommend.modules.${module}.title`) })}
        >
          {t('recommend.more')} <RightOutlined />
        </Link>
      }
    >
      <ListState query={list} empty={t('recommend.moduleEmpty')} rows={limit}>
        <div className={styles.listHead} aria-hidden>
          <span>{t('recommend.trader')}</span>
          <span className={styles.figureHead}>
            {t(`square.figures.${main}`)}
            <FigureHelp figure={main} />
          </span>
        </div>
        <ol className={styles.ranked}>
          {list.data?.map((row, index) => {
            const primary = figureText(main, row);
            const secondary = figureText(side, row);
            return (
              <li key={row.mtAccId} className={styles.rankedItem}>
                <span className={`${styles.rank} ${index < 3 ? styles[`rank${index + 1}`] : ''}`}>
                  {index + 1}
                </span>
                <TraderIdentity trader={row} size={32} className={styles.who} />
                <span className={styles.figures}>
                  <span className={`${styles.primary} ${primary.tone ? styles[primary.tone] : ''}`}>
                    {primary.text}
                  </span>
                  <span className={styles.secondary}>
                    {t(`square.figures.${side}`)} {secondary.text}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      </ListState>
    </SectionCard>
  );
}
