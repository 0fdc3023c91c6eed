import type { MamFollowRow, MamMasterRow } from '@copytrade/contracts/mam-trading';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/cells';
import { SignedAmount } from '@/components/signed-amount';
import { fallText, moneyText, percentText, signOf } from '@/lib/figures';
import { AccountCell } from './account-cell';
import styles from './mam-trading.module.css';

/** A figure with a second one under it ('1,234.00' over 'equity 1,200.00'). */
function Pair({ top, bottom }: { top: ReactNode; bottom: ReactNode }) {
  return (
    <span className={styles.figureCell}>
      <span>{top}</span>
      <small>{bottom}</small>
    </span>
  );
}

function Percent({ value, fall = false }: { value: string | null; fall?: boolean }) {
  const tone = fall ? (signOf(value) === 'zero' ? 'zero' : 'loss') : signOf(value);
  const text = value === null ? percentText(null) : fall ? fallText(value) : percentText(value, true);
  return (
    <span className={tone === 'gain' ? styles.gain : tone === 'loss' ? styles.loss : undefined}>{text}</span>
  );
}

/** Where a row's account opens (its detail page), if anywhere. */
type RowLink<T> = (row: T) => string | undefined;

/** The columns both kinds of account share: the account, balance over equity, the floating result. */
function useLiveColumns<T extends MamMasterRow | MamFollowRow>(link?: RowLink<T>): TableColumnsType<T> {
  const { t } = useTranslation();
  return [
    {
      title: t('mamTrading.columns.account'),
      key: 'account',
      fixed: 'left',
      render: (_value, row) => <AccountCell account={row} to={link?.(row)} />,
    },
    {
      title: t('mamTrading.columns.balanceEquity'),
      key: 'balance',
      align: 'right',
      render: (_value, row) => (
        <Pair
          top={<Money value={row.balance} />}
          bottom={`${t('mamTrading.equity')} ${moneyText(row.equity)}`}
        />
      ),
    },
    {
      title: t('mamTrading.columns.floating'),
      key: 'profit',
      align: 'right',
      render: (_value, row) => (
        <Pair
          top={<SignedAmount value={row.profit} />}
          bottom={t('mamTrading.openCount', { count: row.openCount })}
        />
      ),
    },
  ];
}

/**
 * A trade account's row (indexTable, queryMasterLoginListInfo): growth and drawdown, subscribers, the
 * copies made of it, the followers' copy profit and the fee income; `actions` ends the row.
 */
export function useMasterColumns(
  actions?: (row: MamMasterRow) => ReactNode,
  link?: RowLink<MamMasterRow>,
): TableColumnsType<MamMasterRow> {
  const { t } = useTranslation();
  const live = useLiveColumns<MamMasterRow>(link);
  return [
    ...live,
    {
      title: t('mamTrading.columns.growthDrawdown'),
      key: 'growth',
      align: 'right',
      render: (_value, row) => (
        <Pair top={<Percent value={row.growth} />} bottom={<Percent value={row.drawdown} fall />} />
      ),
    },
    {
      title: t('mamTrading.columns.subscribers'),
      dataIndex: 'liveSubscribers',
      key: 'liveSubscribers',
      align: 'right',
    },
    {
      title: t('mamTrading.columns.copies'),
      key: 'copies',
      align: 'right',
      render: (_value, row) => (
        <Pair top={row.copies} bottom={t('mamTrading.lots', { lots: row.copiedLots })} />
      ),
    },
    {
      title: t('mamTrading.columns.followerProfit'),
      key: 'followerProfit',
      align: 'right',
      render: (_value, row) => <SignedAmount value={row.followerProfit} />,
    },
    {
      title: t('mamTrading.columns.income'),
      key: 'income',
      align: 'right',
      render: (_value, row) => (
        <Pair
          top={<Money value={row.incomeMonth} />}
          bottom={t('mamTrading.incomeTotal', { amount: moneyText(row.incomeTotal) })}
        />
      ),
    },
    ...(actions
      ? [
          {
            title: t('mamTrading.columns.actions'),
            key: 'actions',
            // Beside the figures however wide they grow (the table scrolls under it).
            fixed: 'right' as const,
            render: (_value: unknown, row: MamMasterRow) => actions(row),
          },
        ]
      : []),
  ];
}

/**
 * A follow account's row (queryCopyLoginListInfo): subscriptions, open copies, what its copies made closed
 * and floating, copies made and not made; `actions` ends the row.
 */
export function useFollowColumns(
  actions?: (row: MamFollowRow) => ReactNode,
  link?: RowLink<MamFollowRow>,
): TableColumnsType<MamFollowRow> {
  const { t } = useTranslation();
  const live = useLiveColumns<MamFollowRow>(link);
  return [
    ...live,
    {
      title: t('mamTrading.columns.subscriptions'),
      key: 'subscriptions',
      align: 'right',
      render: (_value, row) => (
        <Pair
          top={row.liveSubscriptions}
          bottom={t('mamTrading.ofTotal', { count: row.totalSubscriptions })}
        />
      ),
    },
    {
      title: t('mamTrading.columns.openCopies'),
      key: 'openCopies',
      align: 'right',
      render: (_value, row) => (
        <Pair top={row.openCopies} bottom={<SignedAmount value={row.floatingProfit} />} />
      ),
    },
    {
      title: t('mamTrading.columns.copyProfit'),
      key: 'copyProfit',
      align: 'right',
      render: (_value, row) => <SignedAmount value={row.copyProfit} />,
    },
    {
      title: t('mamTrading.columns.copies'),
      key: 'copies',
      align: 'right',
      render: (_value, row) => (
        <Pair top={row.copies} bottom={t('mamTrading.lots', { lots: row.copiedLots })} />
      ),
    },
    {
      title: t('mamTrading.columns.notCopied'),
      dataIndex: 'notCopied',
      key: 'notCopied',
      align: 'right',
    },
    ...(actions
      ? [
          {
            title: t('mamTrading.columns.actions'),
            key: 'actions',
            // Beside the figures however wide they grow (the table scrolls under it).
            fixed: 'right' as const,
            render: (_value: unknown, row: MamFollowRow) => actions(row),
          },
        ]
      : []),
  ];
}
