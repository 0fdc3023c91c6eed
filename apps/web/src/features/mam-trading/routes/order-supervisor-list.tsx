import { ACC_TYPE } from '@copytrade/contracts/constants';
import type { SubscriberAccount } from '@copytrade/contracts/mam-trading';
import { AccountBookOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Input, Segmented, Select, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import type { CopyFilter } from '@/components/copy-trading/api/query-copy-relation-tran';
import { CopyLinksTable } from '@/components/copy-trading/copy-links-table';
import { CopyRecordsTable } from '@/components/copy-trading/copy-records-table';
import { PageHeading } from '@/components/page-heading';
import { EmptyState } from '@/components/page-states';
import { QueryView } from '@/components/query-view';
import { accountName, useTradeAccounts } from '@/lib/account-session';
import { PATHS } from '@/lib/paths';
import { useListParams } from '@/lib/use-paged-query';
import { useMasterAccounts, useSubscriberAccounts } from '../api/mam-trading';
import styles from '../components/mam-trading.module.css';

/** What the supervisor lists: copies open or closed, or copies not made (skipped by a rule, or failed). */
const STATES = ['open', 'closed', 'skipped', 'failed'] as const;
type State = (typeof STATES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_NAMES = ['follow', 'symbol', 'start', 'end'];

function dayParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value !== null && DAY.test(value) ? value : undefined;
}

function idParam(params: URLSearchParams, name: string): number | undefined {
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** A subscriber's follow account as the supervisor names it: nickname and account. */
function subscriberLabel(account: SubscriberAccount): string {
  return `${account.followerName} · ${accountName(account)}`;
}

/**
 * The supervisor of one trade account: every copy of its positions with its state, narrowed by follow
 * account, symbol and days. Copies the reader holds himself (his own follow accounts) can be closed here.
 */
function Supervisor({ trade }: { trade: number }) {
  const { t } = useTranslation();
  const [params, setParam] = useListParams();
  const [, setParams] = useSearchParams();
  const subscribers = useSubscriberAccounts();
  const { accounts } = useTradeAccounts();
  const own = new Set(accounts.filter((a) => a.accType === ACC_TYPE.FOLLOW).map((a) => a.mtAccId));
  const state = STATES.find((key) => key === params.get('state')) ?? 'open';
  const filter: CopyFilter = {
    followAccountId: idParam(params, 'follow'),
    symbol: params.get('symbol')?.trim() || undefined,
    startDate: dayParam(params, 'start'),
    endDate: dayParam(params, 'end'),
  };
  const ofThis = (subscribers.data ?? []).filter((s) => s.masterAccountIds.includes(trade));
  const names = new Map((subscribers.data ?? []).map((s) => [s.mtAccId, subscriberLabel(s)]));
  const followColumn = {
    title: t('subscriptions.followAccount'),
    render: (row: { followAccountId: number }) => names.get(row.followAccountId) ?? `#${row.followAccountId}`,
  };
  const filtered = FILTER_NAMES.some((name) => params.has(name));
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of [...FILTER_NAMES, 'page', 'pageSize']) next.delete(name);
        return next;
      },
      { replace: true },
    );
  const setRange = (start: string | undefined, end: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (start && end) {
          next.set('start', start);
          next.set('end', end);
        } else {
          next.delete('start');
          next.delete('end');
        }
        return next;
      },
      { replace: true },
    );
  const tableKey = `${trade}-${state}-${JSON.stringify(filter)}`;

  return (
    <section className={styles.panel}>
      <div className={styles.filters}>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('subscriptions.followAccount')}</span>
          <Select<number>
            className={styles.select}
            allowClear
            placeholder={t('copyPages.allFollowAccounts')}
            value={filter.followAccountId}
            onChange={(next) => setParam('follow', next === undefined ? undefined : String(next))}
            loading={subscribers.isLoading}
            aria-label={t('subscriptions.followAccount')}
            popupMatchSelectWidth={false}
            options={ofThis.map((s) => ({ value: s.mtAccId, label: subscriberLabel(s) }))}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('orders.symbol')}</span>
          <Input.Search
            key={filter.symbol ?? ''}
            className={styles.symbolInput}
            defaultValue={filter.symbol}
            placeholder={t('mamTrading.supervisor.symbolPlaceholder')}
            allowClear
            maxLength={32}
            aria-label={t('orders.symbol')}
            onSearch={(value) => setParam('symbol', value.trim() || undefined)}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('mamTrading.supervisor.days')}</span>
          <DatePicker.RangePicker
            value={
              filter.startDate && filter.endDate ? [dayjs(filter.startDate), dayjs(filter.endDate)] : null
            }
            onChange={(range) => setRange(range?.[0]?.format('YYYY-MM-DD'), range?.[1]?.format('YYYY-MM-DD'))}
            aria-label={t('mamTrading.supervisor.days')}
          />
        </label>
        {filtered ? <Button onClick={clear}>{t('mamTrading.supervisor.clear')}</Button> : null}
      </div>
      <Segmented<State>
        value={state}
        onChange={(next) => setParam('state', next === 'open' ? undefined : next)}
        options={STATES.map((key) => ({ value: key, label: t(`mamTrading.supervisor.states.${key}`) }))}
      />
      <p className={styles.panelNote}>{t(`mamTrading.supervisor.notes.${state}`)}</p>
      {state === 'open' || state === 'closed' ? (
        <CopyLinksTable
          key={tableKey}
          owner={{ mtAccId: trade }}
          scope={state === 'open' ? 'open' : 'history'}
          filter={filter}
          followAccount={followColumn}
          canClose={(link) => own.has(link.followAccountId)}
          copyTitle={t('mamTrading.supervisor.copy')}
        />
      ) : (
        <CopyRecordsTable
          key={tableKey}
          owner={{ mtAccId: trade }}
          outcome={state}
          filter={filter}
          followAccount={followColumn}
          showSerial
        />
      )}
    </section>
  );
}

/**
 * /user/orderSsupervisorList (spec 2): the orders supervisor. For one of the trader's trade accounts,
 * every copy of its positions in his subscribers' follow accounts with its state: open, closed, skipped
 * with the reason, or failed (the broker refused it, or the follower's server was unreachable); narrowed
 * by follow account, symbol and days. Everything is kept in the address.
 */
export function OrderSupervisorListRoute() {
  const { t } = useTranslation();
  const [params, setParam] = useListParams();
  const masters = useMasterAccounts();
  return (
    <div className={styles.stack}>
      <QueryView query={masters} loading={<Skeleton active paragraph={{ rows: 6 }} />}>
        {(list) => {
          const asked = idParam(params, 'trade');
          const trade = list.some((a) => a.mtAccId === asked) ? asked : list[0]?.mtAccId;
          return (
            <>
              <PageHeading
                title={t('mamShell.menu.orderSsupervisorList')}
                meta={t('mamTrading.supervisor.subtitle')}
                extra={
                  list.length > 0 ? (
                    <Select<number>
                      className={styles.select}
                      value={trade}
                      onChange={(next) => setParam('trade', String(next))}
                      aria-label={t('masterSide.tradeAccount')}
                      popupMatchSelectWidth={false}
                      options={list.map((a) => ({
                        value: a.mtAccId,
                        label: `${accountName(a)} · ${a.serverName}`,
                      }))}
                    />
                  ) : null
                }
              />
              {trade === undefined ? (
                <section className={styles.panel}>
                  <EmptyState
                    roomy
                    icon={<AccountBookOutlined />}
                    title={t('mamTrading.noTradeAccount')}
                    hint={t('mamTrading.noTradeAccountHint')}
                    action={
                      <ButtonLink type="primary" icon={<PlusOutlined />} to={PATHS.addOrBind}>
                        {t('mamTrading.addAccount')}
                      </ButtonLink>
                    }
                  />
                </section>
              ) : (
                <Supervisor key={trade} trade={trade} />
              )}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
