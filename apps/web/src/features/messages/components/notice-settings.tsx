import {
  FIXED_NOTICE_GROUPS,
  NOTICE_FLAG_GROUP_NAMES,
  type FixedNoticeGroup,
  type NoticeFlagGroup,
} from '@copytrade/contracts/notices';
import { BellOutlined, LockOutlined } from '@ant-design/icons';
import { Card, Skeleton, Switch, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/query-view';
import { useIsLoggedIn } from '@/lib/session';
import { useNoticeFlags, useToggleNoticeFlag } from '../api/notice-flags';
import styles from './notice-settings.module.css';

function SettingRow({
  id,
  label,
  hint,
  control,
}: {
  id: string;
  label: string;
  hint: string;
  control: ReactNode;
}) {
  return (
    <li className={styles.row}>
      <div className={styles.text}>
        <span className={styles.label} id={`${id}-label`}>
          {label}
        </span>
        <span className={styles.hint} id={`${id}-hint`}>
          {hint}
        </span>
      </div>
      {control}
    </li>
  );
}

/**
 * The notification switches (dealV page): one per notice group the user may turn off, saved as it is
 * flipped (shown at once, put back if the server refuses); money, review and public notices are listed
 * greyed, always on.
 */
export function NoticeSettingsCard() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const flags = useNoticeFlags(loggedIn);
  const toggle = useToggleNoticeFlag();
  const pendingGroup = toggle.isPending ? toggle.variables.group : null;

  const groupRow = (group: NoticeFlagGroup) => (
    <SettingRow
      key={group}
      id={`notice-${group}`}
      label={t(`messages.settings.groups.${group}.label`)}
      hint={t(`messages.settings.groups.${group}.hint`)}
      control={
        <Switch
          checked={flags.data?.flags[group] ?? true}
          loading={pendingGroup === group}
          aria-labelledby={`notice-${group}-label`}
          aria-describedby={`notice-${group}-hint`}
          onChange={(on) => toggle.mutate({ group, on })}
        />
      }
    />
  );

  const fixedRow = (group: FixedNoticeGroup) => (
    <SettingRow
      key={group}
      id={`notice-fixed-${group}`}
      label={t(`messages.settings.fixed.${group}.label`)}
      hint={t(`messages.settings.fixed.${group}.hint`)}
      control={
        <span className={styles.fixedControl}>
          <Tag bordered={false} icon={<LockOutlined />} className={styles.alwaysOn}>
            {t('messages.settings.alwaysOn')}
          </Tag>
          <Switch checked disabled aria-labelledby={`notice-fixed-${group}-label`} />
        </span>
      }
    />
  );

  return (
    <Card
      className={styles.card}
      title={
        <span className={styles.cardTitle}>
          <BellOutlined aria-hidden /> {t('messages.settings.title')}
        </span>
      }
    >
      <p className={styles.subtitle}>{t('messages.settings.subtitle')}</p>
      <QueryView
        query={flags}
        loading={<Skeleton active title={false} paragraph={{ rows: 5 }} />}
        message={t('messages.settings.loadFailed')}
      >
        {(data) => (
          <>
            <ul className={styles.list} aria-label={t('messages.settings.title')}>
              {NOTICE_FLAG_GROUP_NAMES.map(groupRow)}
            </ul>
            <h3 className={styles.fixedTitle}>{t('messages.settings.fixedTitle')}</h3>
            <ul className={`${styles.list} ${styles.fixed}`}>
              {(data.fixed.length > 0 ? data.fixed : FIXED_NOTICE_GROUPS).map(fixedRow)}
            </ul>
          </>
        )}
      </QueryView>
    </Card>
  );
}
