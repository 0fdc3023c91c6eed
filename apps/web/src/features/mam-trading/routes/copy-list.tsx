import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/page-states';
import { mamDetailPath } from '@/lib/paths';
import { usePagedQuery } from '@/lib/use-paged-query';
import { followListQueryOptions } from '../api/mam-trading';
import { AccountActions } from '../components/account-actions';
import { AccountListPage } from '../components/account-page';
import { useFollowColumns } from '../components/master-columns';

/**
 * The user's follow accounts with what copying did on each (queryCopyLoginListInfo), a page at a time;
 * each opens its detail page (`detail`: the trader's or the other user's page) or is unbound.
 */
function FollowAccountList({ detail }: { detail: 'copyDetail' | 'notMasterCopyDetail' }) {
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
export function CopyListRoute() {
  return <FollowAccountList detail="copyDetail" />;
}

/** /user/notMasterCopyList (spec 2): a user who is not a trader; his personal center lands here. */
export function NotMasterCopyListRoute() {
  return <FollowAccountList detail="notMasterCopyDetail" />;
}
