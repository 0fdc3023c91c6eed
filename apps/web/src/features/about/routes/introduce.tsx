import { AimOutlined, BankOutlined, FlagOutlined, RocketOutlined, TeamOutlined } from '@ant-design/icons';
import type { SiteConfig } from '@copytrade/contracts/site';
import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '@/components/markdown';
import { PageHeading } from '@/components/page-heading';
import { useSiteConfig } from '@/lib/site-config';
import { useModuleContent } from '../api/get-module-content';
import styles from './introduce.module.css';

type IntroField = keyof Pick<SiteConfig, 'companyIntro' | 'teamIntro' | 'mission' | 'goal' | 'expectation'>;

const FIELDS: { field: IntroField; icon: ReactNode }[] = [
  { field: 'companyIntro', icon: <BankOutlined /> },
  { field: 'teamIntro', icon: <TeamOutlined /> },
  { field: 'mission', icon: <AimOutlined /> },
  { field: 'goal', icon: <FlagOutlined /> },
  { field: 'expectation', icon: <RocketOutlined /> },
];

/** /aboutUs/introduce: the site's company texts as cards, then the 'introduce' module if written. */
export function IntroduceRoute() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const module = useModuleContent('introduce');
  const cards = FIELDS.filter(({ field }) => site[field]?.trim());
  const [lead, ...rest] = cards;
  const hasModule = Boolean(module.data?.body.trim());

  return (
    <>
      <PageHeading title={t('about.menu.introduce')} meta={site.brandName || site.siteName} />
      {lead ? (
        <div className={styles.lead}>
          <span className={styles.leadIcon}>{lead.icon}</span>
          <div>
            <h2 className={styles.cardTitle}>{t(`about.intro.${lead.field}`)}</h2>
            <p className={styles.text}>{site[lead.field]}</p>
          </div>
        </div>
      ) : null}
      {rest.length > 0 ? (
        <div className={styles.grid}>
          {rest.map(({ field, icon }) => (
            <section key={field} className={styles.card}>
              <span className={styles.icon}>{icon}</span>
              <h2 className={styles.cardTitle}>{t(`about.intro.${field}`)}</h2>
              <p className={styles.text}>{site[field]}</p>
            </section>
          ))}
        </div>
      ) : null}
      {module.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {hasModule && module.data ? (
        <div className={styles.module}>
          <MarkdownView source={module.data.body} />
        </div>
      ) : null}
      {cards.length === 0 && !hasModule && !module.isPending ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('about.notPublished')} />
      ) : null}
    </>
  );
}
