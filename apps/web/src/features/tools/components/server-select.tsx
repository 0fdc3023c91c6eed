import type { MarketServer } from '@copytrade/contracts/market';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './server-select.module.css';

/** The trade server a tools page shows, grouped by broker; demo servers carry a tag. */
export function ServerSelect({
  servers,
  value,
  onChange,
  loading = false,
}: {
  servers: readonly MarketServer[];
  value: string | null;
  onChange: (server: string) => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const platforms = [...new Set(servers.map((item) => item.platform))];
  return (
    <Select
      className={styles.select}
      aria-label={t('tools.server')}
      value={value ?? undefined}
      onChange={onChange}
      loading={loading}
      placeholder={t('tools.server')}
      popupMatchSelectWidth={false}
      options={platforms.map((platform) => ({
        label: platform,
        title: platform,
        options: servers
          .filter((item) => item.platform === platform)
          .map((item) => ({
            value: item.server,
            label: (
              <span className={styles.option}>
                <span className={styles.name}>{item.server}</span>
                {item.isDemo ? (
                  <Tag className={styles.tag} color="default">
                    {t('tools.demo')}
                  </Tag>
                ) : null}
              </span>
            ),
          })),
      }))}
    />
  );
}
