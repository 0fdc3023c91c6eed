import type { SiteSettings } from '@copytrade/contracts/site-settings';
import { LockOutlined } from '@ant-design/icons';
import { Alert, Descriptions, Tag } from 'antd';
import { siteStateOf } from '@copytrade/contracts/operator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { Section } from './section';
import styles from './tabs.module.css';

/**
 * What the platform decides for this site, shown and never editable here: the kind of site and version,
 * its state and validity, and the limits (bound accounts, subscriptions and copied trades per user); -1 is
 * "unlimited" (spec 9: 不限制).
 */
export function PlatformTab({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const p = settings.platform;
  const limit = (value: number) => (value < 0 ? t('siteSettings.platform.unlimited') : String(value));
  const day = (value: number | null) =>
    value === null ? t('siteSettings.platform.noLimit') : formatDate(value, 'YYYY-MM-DD');
  // The state when the page opened (the platform's rule, shared with the operator's console).
  const [openedAt] = useState(() => Date.now());
  const state = siteStateOf(p, openedAt);

  return (
    <Section
      id="site-platform"
      icon={<LockOutlined aria-hidden />}
      title={t('siteSettings.tabs.platform')}
      note={t('siteSettings.platform.note')}
    >
      <Alert
        className={styles.contrastAlert}
        type="info"
        showIcon
        title={t('siteSettings.platform.readOnly')}
      />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        data-testid="platform-limits"
        items={[
          {
            key: 'siteId',
            label: t('siteSettings.platform.siteId'),
            children: <code>{settings.siteId}</code>,
          },
          {
            key: 'siteType',
            label: t('siteSettings.platform.siteType'),
            children: t(`siteSettings.platform.siteTypes.${p.siteType}`, {
              defaultValue: String(p.siteType),
            }),
          },
          {
            key: 'version',
            label: t('siteSettings.platform.version'),
            children: t(`siteSettings.platform.versions.${p.version === 1 ? 1 : 0}`),
          },
          {
            key: 'state',
            label: t('siteSettings.platform.state'),
            children: (
              <Tag color={state === 'active' ? 'green' : 'red'} bordered={false}>
                {t(`siteSettings.platform.states.${state}`)}
              </Tag>
            ),
          },
          { key: 'begin', label: t('siteSettings.platform.beginTime'), children: day(p.beginTime) },
          { key: 'end', label: t('siteSettings.platform.endTime'), children: day(p.endTime) },
          {
            key: 'master',
            label: t('siteSettings.platform.masterMaxNumber'),
            children: limit(p.masterMaxNumber),
          },
          { key: 'copy', label: t('siteSettings.platform.copyMaxNumber'), children: limit(p.copyMaxNumber) },
          {
            key: 'userCopy',
            label: t('siteSettings.platform.userCopyLimit'),
            children: limit(p.userCopyLimit),
          },
          {
            key: 'userTrade',
            label: t('siteSettings.platform.userTradeLimit'),
            children: limit(p.userTradeLimit),
          },
        ]}
      />
      <div className={styles.previewGap} />
    </Section>
  );
}
