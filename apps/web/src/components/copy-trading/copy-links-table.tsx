import type { CopyLink } from '@copytrade/contracts/subscriptions';
import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DASH, OrderType, priceText as price, useOrderColumns } from '@/components/order-columns';
import { PagedTable } from '@/components/paged-table';
import { useFeedback } from '@/lib/feedback';
import { formatDate } from '@/lib/format';
import { isBuySide } from '@/lib/order-labels';
import { usePagedQuery } from '@/lib/use-paged-query';
import { useCloseCopy } from './api/close-order';
import {
  copyLinksQueryOptions,
  type CopyFilter,
  type CopyOwner,
  type CopyScope,
} from './api/query-copy-relation-tran';
import styles from './copy-tables.module.css';

/** The follower's side differs from the master's: a reverse subscription swapped buy and sell. */
export function isReversed(link: Pick<CopyLink, 'type' | 'masterType'>): boolean {
  return isBuySide({ type: link.type }) !== isBuySide({ type: link.masterType });
}

/** Slippage colour: positive points are a worse price than the master's, negative a better one. */
export function slippageTone(points: number): 'worse' | 'better' | 'even' {
  if (points > 0) return 'worse';
  if (points < 0) return 'better';
  return 'even';
}

const STATE_COLORS: Record<CopyLink['state'], string> = {
  pending: 'processing',
  open: 'success',
  closed: 'default',
  detached: 'warning',
};

function TypeLabel({ type, reversed }: { type: number; reversed?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={styles.type}>
      <OrderType order={{ type, profit: '0' }} />
      {reversed ? (
        <Tooltip title={t('copyOrders.reversedHint')}>
          <Tag color="warning" className={styles.reversed}>
            {t('copyOrders.reversed')}
          </Tag>
        </Tooltip>
      ) : null}
    </span>
  );
}

export function Slippage({ points }: { points: number }) {
  const { t } = useTranslation();
  const tone = slippageTone(points);
  return (
    <span
      className={styles[tone]}
      title={tone === 'even' ? undefined : t(`copyOrders.slippage.${tone}`)}
      data-tone={tone}
    >
      {points > 0 ? `+${points}` : String(points)}
    </span>
  );
}

export type CopyLinksTableProps = {
  owner: CopyOwner;
  scope: CopyScope;
  /** Narrows the list (the MAM orders supervisor). */
  filter?: CopyFilter;
  /** A column naming the follow account of each copy (a trader reading his subscribers' copies). */
  followAccount?: { title: string; render: (link: CopyLink) => ReactNode };
  /** Whether the reader may close this copy (it is his own follow account's); all by default. */
  canClose?: (link: CopyLink) => boolean;
  /** The title over the copy's columns ('My copy' by default). */
  copyTitle?: string;
};

/**
 * Copy orders (spec: copy order list and copy detail): each follower position beside the master position
 * it copies, with slippage and delay, S/L and T/P, close, profit and state; a row opens to its detail
 * (subscription, both open times, delay, close time). Open and detached copies can be
 * closed by the follower himself (closeOrder), after a confirmation. Kept live by the realtime `copy`
 * messages (app/realtime-bridge.tsx).
 */
export function CopyLinksTable({
  owner,
  scope,
  filter,
  followAccount,
  canClose = () => true,
  copyTitle,
}: CopyLinksTableProps) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const column = useOrderColumns();
  const [links, paging] = usePagedQuery((page) =>
    copyLinksQueryOptions({ ...owner, ...filter, scope, ...page }),
  );
  const closeCopy = useCloseCopy();
  const history = scope === 'history';

  const confirmClose = (link: CopyLink) => {
    modal.confirm({
      title: t('copyOrders.close.title'),
      content:
        link.state === 'detached'
          ? t('copyOrders.close.detachedText', {
              ticket: link.followerTicket,
              lots: link.lots,
              symbol: link.symbol,
            })
          : t('copyOrders.close.text', { ticket: link.followerTicket, lots: link.lots, symbol: link.symbol }),
      okText: t('copyOrders.close.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => closeCopy.mutateAsync(link.linkId),
    });
  };

  const side = (ticketKey: 'masterTicket' | 'followerTicket', mine: boolean): TableColumnsType<CopyLink> => [
    {
      title: t('copyOrders.ticketSymbol'),
      key: `${ticketKey}`,
      render: (_value, link) => (
        <span className={styles.stack}>
          <span data-cell={ticketKey}>{link[ticketKey] > 0 ? link[ticketKey] : DASH}</span>
          <small>{mine ? link.symbol : link.masterSymbol}</small>
        </span>
      ),
    },
    {
      title: t('copyOrders.typeLots'),
      key: `${ticketKey}-type`,
      render: (_value, link) =>
        mine ? (
          <span className={styles.stack}>
            <span data-cell="type">
              <TypeLabel type={link.type} reversed={isReversed(link)} />
            </span>
            <strong className={styles.lots} data-cell="lots">
              {link.lots}
            </strong>
          </span>
        ) : (
          <span className={styles.stack}>
            <TypeLabel type={link.masterType} />
            <span data-cell="masterLots">{link.masterLots}</span>
          </span>
        ),
    },
    {
      title: t('orders.openPrice'),
      key: `${ticketKey}-price`,
      align: 'right',
      render: (_value, link) => price(mine ? link.openPrice : link.masterOpenPrice),
    },
  ];

  const columns: TableColumnsType<CopyLink> = [
    ...(followAccount
      ? [
          {
            title: followAccount.title,
            key: 'followAccount',
            render: (_value: unknown, link: CopyLink) => followAccount.render(link),
          },
        ]
      : []),
    {
      title: t('copyOrders.master'),
      key: 'master',
      className: styles.groupMaster,
      children: side('masterTicket', false),
    },
    {
      title: copyTitle ?? t('copyOrders.mine'),
      key: 'mine',
      className: styles.groupMine,
      children: side('followerTicket', true),
    },
    {
      title: (
        <Tooltip title={`${t('copyOrders.slippage.help')} ${t('copyOrders.delayHelp')}`}>
          <span className={styles.help}>{t('copyOrders.slippageDelay')}</span>
        </Tooltip>
      ),
      key: 'slippage',
      align: 'right',
      render: (_value, link) => (
        <span className={styles.stack}>
          <Slippage points={link.slippagePoints} />
          <small>{t('copyOrders.ms', { value: link.delayMs })}</small>
        </span>
      ),
    },
    {
      title: t('copyOrders.stops'),
      key: 'stops',
      align: 'right',
      render: (_value, link) => (
        <span className={styles.stack}>
          <span>
            <small className={styles.stopLabel}>{t('orders.sl')}</small>{' '}
            <span data-cell="sl">{price(link.sl)}</span>
          </span>
          <span>
            <small className={styles.stopLabel}>{t('orders.tp')}</small>{' '}
            <span data-cell="tp">{price(link.tp)}</span>
          </span>
        </span>
      ),
    },
    ...(history
      ? [
          {
            title: t('orders.closePrice'),
            key: 'close',
            align: 'right' as const,
            render: (_value: unknown, link: CopyLink) => (
              <span className={styles.stack}>
                <span>{price(link.closePrice)}</span>
                <small>{link.closeTime ? formatDate(link.closeTime, 'MM-DD HH:mm:ss') : DASH}</small>
              </span>
            ),
          },
        ]
      : []),
    column.profit(),
    {
      title: t('copyOrders.state'),
      dataIndex: 'state',
      key: 'state',
      render: (value: CopyLink['state']) => (
        <Tooltip title={value === 'detached' ? t('copyOrders.detachedHint') : undefined}>
          <Tag color={STATE_COLORS[value]} className={styles.stateTag} data-cell="state">
            {t(`copyOrders.states.${value}`)}
          </Tag>
        </Tooltip>
      ),
    },
    ...(history
      ? []
      : [
          {
            title: t('copyOrders.action'),
            key: 'action',
            render: (_value: unknown, link: CopyLink) =>
              (link.state === 'open' || link.state === 'detached') && canClose(link) ? (
                <Button
                  size="small"
                  danger={link.state === 'detached'}
                  type={link.state === 'detached' ? 'primary' : 'default'}
                  onClick={() => confirmClose(link)}
                  aria-label={t('copyOrders.close.aria', { ticket: link.followerTicket })}
                >
                  {t('copyOrders.close.action')}
                </Button>
              ) : null,
          },
        ]),
  ];

  /** The copy detail under a row: which subscription, when each side opened, how late the copy was. */
  const detail = (link: CopyLink) => (
    <dl className={styles.detail}>
      <div>
        <dt>{t('copyOrders.serial')}</dt>
        <dd>{link.serialNo}</dd>
      </div>
      <div>
        <dt>{t('copyOrders.masterOpenTime')}</dt>
        <dd>{formatDate(link.masterOpenTime)}</dd>
      </div>
      <div>
        <dt>{t('copyOrders.openTime')}</dt>
        <dd>{formatDate(link.openTime)}</dd>
      </div>
      <div>
        <dt>{t('copyOrders.delay')}</dt>
        <dd>{t('copyOrders.ms', { value: link.delayMs })}</dd>
      </div>
      <div>
        <dt>{t('copyOrders.slippage.title')}</dt>
        <dd>
          <Slippage points={link.slippagePoints} />
        </dd>
      </div>
      {link.closeTime ? (
        <div>
          <dt>{t('orders.closeTime')}</dt>
          <dd>{formatDate(link.closeTime)}</dd>
        </div>
      ) : null}
    </dl>
  );

  return (
    <PagedTable<CopyLink>
      list={links}
      paging={paging}
      rowKey="linkId"
      bordered
      columns={columns}
      empty={history ? t('copyOrders.emptyHistory') : t('copyOrders.emptyOpen')}
      rowClassName={(link) => (link.state === 'detached' ? (styles.detachedRow ?? '') : '')}
      expandable={{ expandedRowRender: detail, columnWidth: 32 }}
      className={styles.table}
    />
  );
}
