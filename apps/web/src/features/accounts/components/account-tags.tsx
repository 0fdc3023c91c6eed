import { ACC_TYPE } from '@copytrade/contracts/constants';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TradeAccount } from '@/lib/account-session';

/** Trader or Follower by accType, Demo when isMock is 1, and the connection tag when asked for. */
export function AccountTags({
  account,
  broken,
  showConnection = false,
}: {
  account: Pick<TradeAccount, 'accType' | 'isMock'>;
  broken: boolean;
  showConnection?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tag color={account.accType === ACC_TYPE.TRADE ? 'gold' : 'blue'}>
        {account.accType === ACC_TYPE.TRADE ? t('accounts.trader') : t('accounts.follower')}
      </Tag>
      {account.isMock === 1 ? <Tag>{t('accounts.demo')}</Tag> : null}
      {showConnection ? (
        <Tag color={broken ? 'error' : 'success'}>
          {broken ? t('accounts.disconnected') : t('accounts.connected')}
        </Tag>
      ) : broken ? (
        <Tag color="error">{t('accounts.disconnected')}</Tag>
      ) : null}
    </>
  );
}
