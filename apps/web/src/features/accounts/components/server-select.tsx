import { Select, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMt4Servers } from '../api/get-mt4-server';
import styles from './account-forms.module.css';

export type ServerSelectProps = {
  id?: string;
  platformId: number | undefined;
  value?: number;
  onChange?: (serverId: number | undefined) => void;
  /** Only the broker's demo servers (opening a demo account). */
  demoOnly?: boolean;
};

/** The servers of the chosen broker; disabled until a broker is chosen. Demo servers carry a tag. */
export function ServerSelect({ id, platformId, value, onChange, demoOnly = false }: ServerSelectProps) {
  const { t } = useTranslation();
  const servers = useMt4Servers(platformId);
  const options = useMemo(
    () =>
      (servers.data ?? [])
        .filter((server) => !demoOnly || server.isDemo === 1)
        .map((server) => ({
          value: server.id,
          label: (
            <span className={styles.serverOption}>
              <span>{server.serverName}</span>
              {server.isDemo === 1 && !demoOnly ? <Tag>{t('accounts.bind.demoServer')}</Tag> : null}
            </span>
          ),
          name: server.serverName,
        })),
    [servers.data, demoOnly, t],
  );
  const noPlatform = platformId === undefined;
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      disabled={noPlatform}
      loading={servers.isFetching}
      placeholder={noPlatform ? t('accounts.bind.serverFirst') : t('accounts.bind.serverPlaceholder')}
      options={options}
      showSearch={{ optionFilterProp: 'name' }}
    />
  );
}
