import { CloudServerOutlined } from '@ant-design/icons';
import type { MarketServer } from '@copytrade/contracts/market';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/page-states';
import { QueryView } from '@/components/query-view';

/**
 * The trade server list's states in front of a tools page: its load error, its placeholder, and a notice
 * when no server has a price feed; the page itself once there is a server to show.
 */
export function ServerGate({
  servers,
  frame,
  loading,
  children,
}: {
  servers: UseQueryResult<MarketServer[]>;
  /** What stands around a state (the page's card). */
  frame: (content: ReactNode) => ReactNode;
  loading: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryView
      query={servers}
      loading={loading}
      errorFrame={frame}
      isEmpty={(data) => data.length === 0}
      empty={frame(
        <EmptyState
          roomy
          icon={<CloudServerOutlined />}
          title={t('tools.noServersTitle')}
          hint={t('tools.noServersHint')}
        />,
      )}
    >
      {() => children}
    </QueryView>
  );
}
