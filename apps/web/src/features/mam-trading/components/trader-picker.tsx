import type { MtAccountInfo } from '@copytrade/contracts/accounts';
import { DIALOG_WIDTHS, FEE_TYPE } from '@copytrade/contracts/constants';
import { formatMoney, formatPercent } from '@copytrade/contracts/number-format';
import { CopyOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Pagination, Skeleton, Tag, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MasterSummary } from '@/components/copy-trading/master-summary';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { PersonAvatar } from '@/components/person-avatar';
import { QueryView } from '@/components/query-view';
import { useTradeAccounts } from '@/lib/account-session';
import { DASH, fallText, percentText, signOf } from '@/lib/figures';
import { useSubscriptionFee } from '@/lib/subscription-fee';
import { siteTradersQueryOptions, useTraderIndicators } from '../api/mam-trading';
import styles from './trader-picker.module.css';

/**
 * Where a page offers "Follow a trader" (composed by the app: the picker and the subscribe dialog):
 * `followAccountId` the follow account to subscribe with (a detail page's), `fromAddress` the page where
 * `?follow=<mtAccId>` opens the dialog for that trade account, `compact` a link beside a panel title.
 */
export type FollowTraderSlot = (at: {
  followAccountId?: number;
  fromAddress?: boolean;
  compact?: boolean;
}) => ReactNode;

/** What the app gives the follow-account pages (list and detail). */
export type FollowTraderProps = { followTrader?: FollowTraderSlot | undefined };

/** How many traders a page of the picker shows. */
export const TRADERS_PER_PAGE = 6;

/** "Follow a trader": a primary button, or a link beside a panel's title (`compact`). */
export function FollowTraderButton({ onClick, compact = false }: { onClick: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      type={compact ? 'link' : 'primary'}
      size={compact ? 'small' : 'middle'}
      icon={<UserAddOutlined />}
      onClick={onClick}
    >
      {t('mamTrading.followTrader.action')}
    </Button>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'gain' | 'loss' | 'zero' }) {
  return (
    <span className={styles.figure}>
      <span
        className={`${styles.figureValue} ${tone === 'gain' ? styles.gain : tone === 'loss' ? styles.loss : ''}`}
      >
        {value}
      </span>
      <span className={styles.figureLabel}>{label}</span>
    </span>
  );
}

/** Growth and the largest drawdown of the account (center/dataIndicators); dashes when there are none. */
function TraderFigures({ mtId }: { mtId: number }) {
  const { t } = useTranslation();
  const indicators = useTraderIndicators(mtId);
  if (indicators.isLoading) {
    return (
      <span className={styles.figures}>
        <Skeleton.Button active size="small" />
        <Skeleton.Button active size="small" />
      </span>
    );
  }
  const data = indicators.data;
  const drawdown = data?.balanceDrawdown.percent;
  return (
    <span className={styles.figures}>
      <Figure
        label={t('mamTrading.followTrader.growth')}
        value={data ? percentText(data.growth, true) : DASH}
        tone={signOf(data?.growth)}
      />
      <Figure
        label={t('mamTrading.followTrader.drawdown')}
        value={drawdown === undefined ? DASH : fallText(drawdown)}
        tone={drawdown === undefined || signOf(drawdown) === 'zero' ? 'zero' : 'loss'}
      />
    </span>
  );
}

/** The fee a new subscriber pays (querySubscriptionFree): free, the price of a term, or a performance fee. */
function TraderFee({ mtId }: { mtId: number }) {
  const { t } = useTranslation();
  const fee = useSubscriptionFee(mtId);
  if (fee.isLoading) return <Skeleton.Button active size="small" />;
  const data = fee.data;
  let tag: ReactNode;
  if (!data || data.isFree || data.feeType === FEE_TYPE.FREE) {
    tag = (
      <Tag color="green" variant="filled" className={styles.feeTag}>
        {t('copy.fee.free')}
      </Tag>
    );
  } else if (data.feeType === FEE_TYPE.SUBSCRIPTION) {
    tag = (
      <Tag color="blue" variant="filled" className={styles.feeTag}>
        {t('copy.fee.price', { price: formatMoney(data.price), count: data.validityDays })}
      </Tag>
    );
  } else {
    // The tiers go up with the profit: the first tier's share to the last's, each tier in the tooltip.
    const tiers = data.performanceList;
    const shares = [tiers[0], tiers.at(-1)].flatMap((tier) => (tier ? [formatPercent(tier.divided, 0)] : []));
    const share = shares[0] === shares[1] ? (shares[0] ?? '') : shares.join('–');
    tag = (
      <Tooltip
        title={tiers
          .map((tier) =>
            t('copy.fee.tier', {
              profit: formatMoney(tier.profit, 0),
              share: formatPercent(tier.divided, 0),
            }),
          )
          .join(' · ')}
      >
        <Tag color="purple" variant="filled" className={styles.feeTag}>
          {t('mamTrading.followTrader.performanceFee', { share }).trim()}
        </Tag>
      </Tooltip>
    );
  }
  return (
    <span className={styles.fee}>
      {tag}
      <span className={styles.figureLabel}>{t('copy.fee.label')}</span>
    </span>
  );
}

/** One trader: who and which account, the strategy's first line, growth and drawdown, the fee, Copy. */
function TraderRow({ account, onCopy }: { account: MtAccountInfo; onCopy: (master: MasterSummary) => void }) {
  const { t } = useTranslation();
  return (
    <li className={styles.row}>
      <span className={styles.who}>
        <PersonAvatar name={account.userName} image={account.image} size={44} />
        <span className={styles.whoText}>
          <span className={styles.name}>
            {account.userName}
            {account.isMock === 1 ? <Tag className={styles.demo}>{t('accounts.demo')}</Tag> : null}
          </span>
          <span className={styles.account}>
            #{account.loginOrder} {account.login} · {account.platformName}
          </span>
          <span className={styles.strategy}>
            {account.strategy || t('mamTrading.followTrader.noStrategy')}
          </span>
        </span>
      </span>
      <TraderFigures mtId={account.mtAccId} />
      <TraderFee mtId={account.mtAccId} />
      <Button
        type="primary"
        icon={<CopyOutlined />}
        className={styles.copy}
        aria-label={t('mamTrading.followTrader.copyAria', {
          name: account.userName,
          login: account.login,
        })}
        onClick={() => onCopy(account)}
      >
        {t('mamTrading.followTrader.copy')}
      </Button>
    </li>
  );
}

/** A page of the site's traders, less the caller's own trade accounts (he cannot copy himself). */
function TraderList({ onCopy }: { onCopy: (master: MasterSummary) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const traders = useQuery(siteTradersQueryOptions({ page, pageSize: TRADERS_PER_PAGE }));
  const own = new Set(useTradeAccounts().accounts.map((account) => account.mtAccId));
  return (
    <QueryView
      query={traders}
      loading={<ListSkeleton rows={4} people />}
      // Empty when nobody else is on the one page there is (his own accounts are not offered).
      isEmpty={(data) =>
        data.total <= TRADERS_PER_PAGE && data.items.every((account) => own.has(account.mtAccId))
      }
      empty={
        <EmptyState
          icon={<TeamOutlined />}
          title={t('mamTrading.followTrader.empty')}
          hint={t('mamTrading.followTrader.emptyHint')}
        />
      }
    >
      {(data) => (
        <>
          <ul className={styles.rows} aria-label={t('mamTrading.followTrader.title')}>
            {data.items
              .filter((account) => !own.has(account.mtAccId))
              .map((account) => (
                <TraderRow key={account.mtAccId} account={account} onCopy={onCopy} />
              ))}
          </ul>
          {data.total > TRADERS_PER_PAGE ? (
            <Pagination
              className={styles.pager}
              align="end"
              size="small"
              current={page}
              pageSize={TRADERS_PER_PAGE}
              total={data.total}
              onChange={setPage}
              showSizeChanger={false}
            />
          ) : null}
        </>
      )}
    </QueryView>
  );
}

/**
 * "Traders of this site": the site's public trade accounts (queryTradeAccListWithoutToken), each with its
 * growth, drawdown and fee and a Copy button that hands the account on (the app opens the subscribe
 * dialog). The caller's own trade accounts are left out.
 */
export function TraderPicker({
  open,
  onClose,
  onCopy,
}: {
  open: boolean;
  onClose: () => void;
  onCopy: (master: MasterSummary) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={DIALOG_WIDTHS.XL}
      destroyOnHidden
      centered
      className={styles.dialog}
      title={
        <span className={styles.title}>
          <span>{t('mamTrading.followTrader.title')}</span>
          <span className={styles.lead}>{t('mamTrading.followTrader.lead')}</span>
        </span>
      }
    >
      {open ? <TraderList onCopy={onCopy} /> : null}
    </Modal>
  );
}
