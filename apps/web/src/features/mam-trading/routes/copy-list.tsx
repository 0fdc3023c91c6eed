import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/page-states';
import { mamDetailPath } from '@/lib/paths';
import { usePagedQuery } from '@/lib/use-paged-query';
import { followListQueryOptions } from '../api/mam-trading';
import { AccountActions } from '../components/account-actions';
import { AccountListPage } from '../components/account-page';
import { useFollowColumns } from '../components/master-columns';
import type { FollowTraderProps } from '../components/trader-picker';

/**
 * The user's follow accounts with what copying did on each (queryCopyLoginListInfo), a page at a time;
 * each opens its detail page (`detail`: the trader's or the other user's page) or is unbound. "Follow a
 * trader" heads the page, and `?follow=<mtAccId>` (the landing's "copy in the back office") opens the
 * subscribe dialog for that trade account.
 */
function FollowAccountList({
  detail,
  followTrader,
}: FollowTraderProps & { detail: 'copyDetail' | 'notMasterCopyDetail' }) {
  const { t } = useTranslation();
  const list = usePagedQuery(followListQueryOptions);
  const detailOf = (row: { mtAccId: number }) => mamDetailPath(detail, row.mtAccId);
  const columns = useFollowColumns(
    (row) => <AccountActions account={row} detailPath={detailOf(row)} />,
    detailOf,
  );
  return (
    <AccountListPage
      title={t('mamShell.menu.copyList')}
      subtitle={t('mamTrading.copyList.subtitle')}
      list={list}
      columns={columns}
      action={followTrader?.({ fromAddress: true })}
      empty={
        <EmptyState
          icon={<WalletOutlined />}
          title={t('copyPages.noFollowAccount')}
          hint={t('copyPages.noFollowAccountHint')}
        />
      }
    />
  );
}

/** /user/copyList (spec 2): the trader's follow accounts. */
export function CopyListRoute({ followTrader }: FollowTraderProps) {
  return <FollowAccountList detail="copyDetail" followTrader={followTrader} />;
}

/** /user/notMasterCopyList (spec 2): a user who is not a trader; his personal center lands here. */
export function NotMasterCopyListRoute({ followTrader }: FollowTraderProps) {
  return <FollowAccountList detail="notMasterCopyDetail" followTrader={followTrader} />;
}
