import type { SessionInfo } from '@copytrade/contracts/profile';
import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { QueryView } from '@/components/query-view';
import { formatDate } from '@/lib/format';
import { useSessions } from '../api/sessions';
import { describeUserAgent } from '../utils/user-agent';
import styles from './settings.module.css';

const MOBILE = /Mobile|Android|iPhone|iPad/;

function SessionItem({ session }: { session: SessionInfo }) {
  const { t } = useTranslation();
  const device = describeUserAgent(session.userAgent) || t('settings.sessions.unknownDevice');
  return (
    <li className={`${styles.session} ${session.current ? styles.sessionCurrent : ''}`}>
      <span className={styles.sessionIcon} aria-hidden>
        {MOBILE.test(session.userAgent) ? <MobileOutlined /> : <DesktopOutlined />}
      </span>
      <div className={styles.sessionText}>
        <span className={styles.sessionTitle}>
          {device}
          {session.current ? <Tag color="success">{t('settings.sessions.current')}</Tag> : null}
        </span>
        <span className={styles.sessionMeta}>
          {t('settings.sessions.signedIn')} {formatDate(session.createdAt)} · {t('settings.sessions.ip')}{' '}
          {session.ip || '—'}
        </span>
        <span className={styles.sessionMeta}>
          {t('settings.sessions.expires')} {formatDate(session.expiresAt)}
        </span>
      </div>
    </li>
  );
}

/** The signed-in sessions (querySessions): this one first-class, the others ended by a password change. */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useSessions();
  return (
    <Card title={t('settings.sessions.title')} className={styles.card}>
      <p className={styles.cardHint}>{t('settings.sessions.hint')}</p>
      <QueryView query={sessions} loading={<ListSkeleton rows={2} />}>
        {(list) => (
          <>
            <ul className={styles.sessions} aria-label={t('settings.sessions.title')}>
              {list.map((session) => (
                <SessionItem key={session.id} session={session} />
              ))}
            </ul>
            {list.every((session) => session.current) ? (
              <EmptyState
                icon={<DesktopOutlined aria-hidden />}
                title={t('settings.sessions.empty')}
                hint={t('settings.sessions.emptyHint')}
              />
            ) : null}
          </>
        )}
      </QueryView>
    </Card>
  );
}
