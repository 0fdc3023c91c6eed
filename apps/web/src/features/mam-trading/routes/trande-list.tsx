import { AccountBookOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/page-states';
import { mamDetailPath } from '@/lib/paths';
import { usePagedQuery } from '@/lib/use-paged-query';
import { masterListQueryOptions } from '../api/mam-trading';
import { AccountActions } from '../components/account-actions';
import { AccountListPage } from '../components/account-page';
import { useMasterColumns } from '../components/master-columns';

/**
 * /user/trandeList (spec 2): the trader's trade accounts with their figures (queryMasterLoginListInfo), a
 * page at a time: each opens its detail page or is unbound after a confirmation; new ones are added on the
 * add-account page.
 */
export function TrandeListRoute() {
  const { t } = useTranslation();
  const list = usePagedQuery(masterListQueryOptions);
  const detailOf = (row: { mtAccId: number }) => mamDetailPath('tradeDetail', row.mtAccId);
  const columns = useMasterColumns(
    (row) => <AccountActions account={row} detailPath={detailOf(row)} />,
    detailOf,
  );
  return (
    <AccountListPage
      title={t('mamShell.menu.trandeList')}
      subtitle={t('mamTrading.tradeList.subtitle')}
      list={list}
      columns={columns}
      empty={
        <EmptyState
          icon={<AccountBookOutlined />}
          title={t('mamTrading.noTradeAccount')}
          hint={t('mamTrading.noTradeAccountHint')}
        />
      }
    />
  );
}
