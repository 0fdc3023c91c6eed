import type { MtAccountInfo } from '@copytrade/contracts/accounts';
import type { Banner } from '@copytrade/contracts/site-settings';
import {
  AimOutlined,
  ApiOutlined,
  BarChartOutlined,
  CompassOutlined,
  FlagOutlined,
  RightOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Carousel, Pagination, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { PersonAvatar } from '@/components/person-avatar';
import { QueryView } from '@/components/query-view';
import { EmptyState } from '@/components/page-states';
import { assetUrl } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { MAM_PATHS, mamAccountListPath, mamPersonalCenterPath } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { tradeAccountsQueryOptions, useBanners } from '../api/visitor';
import { VisitorFooter } from '../components/visitor-footer';
import { VisitorHeader } from '../components/visitor-header';
import { useTargetScroll } from '../utils/target-scroll';
import styles from '../components/visitor.module.css';

/** A banner's link: a page of this site, another site in a new tab, or none. */
function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const url = banner.linkUrl.trim();
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} className={styles.bannerLink}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={styles.bannerLink}>
        {children}
      </a>
    );
  }
  return <div className={styles.bannerLink}>{children}</div>;
}

/** The operator's banners (getBannerList), turning every 5 s; the product's points when there are none. */
function HeroVisual() {
  const { t } = useTranslation();
  const banners = useBanners();
  const list = banners.data ?? [];
  if (banners.isLoading) return <Skeleton.Node active className={styles.heroSkeleton} />;
  if (list.length > 0) {
    return (
      <div className={styles.banners}>
        <Carousel autoplay autoplaySpeed={5000} dots={list.length > 1}>
          {list.map((banner) => (
            <div key={banner.id}>
              <BannerLink banner={banner}>
                {banner.image ? (
                  <img src={assetUrl(banner.image)} alt={banner.title} className={styles.bannerImage} />
                ) : (
                  <div className={styles.bannerText}>{banner.title}</div>
                )}
                {banner.image && banner.title ? (
                  <span className={styles.bannerCaption}>{banner.title}</span>
                ) : null}
              </BannerLink>
            </div>
          ))}
        </Carousel>
      </div>
    );
  }
  const points = [
    {
      icon: <TeamOutlined />,
      title: t('mamShell.home.points.multi'),
      text: t('mamShell.home.points.multiText'),
    },
    {
      icon: <BarChartOutlined />,
      title: t('mamShell.home.points.data'),
      text: t('mamShell.home.points.dataText'),
    },
    {
      icon: <SafetyCertificateOutlined />,
      title: t('mamShell.home.points.risk'),
      text: t('mamShell.home.points.riskText'),
    },
  ];
  return (
    <ul className={styles.heroPoints}>
      {points.map((point) => (
        <li key={point.title} className={styles.heroPoint}>
          <span className={styles.heroPointIcon} aria-hidden>
            {point.icon}
          </span>
          <span>
            <strong>{point.title}</strong>
            <span className={styles.heroPointText}>{point.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function Hero() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const user = useCurrentUser();
  const brand = site.brandName || site.siteName;
  const background = assetUrl(site.bannerBg);
  return (
    <section
      className={styles.hero}
      style={background ? { backgroundImage: `url("${background}")` } : undefined}
      aria-labelledby="mam-hero-title"
    >
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('mamShell.home.eyebrow')}</p>
          <h1 id="mam-hero-title" className={styles.heroTitle}>
            {t('mamShell.home.title', { brand })}
          </h1>
          <p className={styles.heroLead}>{t('mamShell.home.lead')}</p>
          <div className={styles.heroActions}>
            {user ? (
              <ButtonLink to={mamPersonalCenterPath(user.userType)} type="primary" size="large">
                {t('mamShell.home.console')}
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to={MAM_PATHS.register} type="primary" size="large">
                  {t('mamShell.home.start')}
                </ButtonLink>
                <ButtonLink to={MAM_PATHS.login} size="large" className={styles.heroSecondary}>
                  {t('header.login')}
                </ButtonLink>
              </>
            )}
            <ButtonLink to={MAM_PATHS.accountList} type="link" size="large" className={styles.heroLink}>
              {t('mamShell.home.seeTraders')} <RightOutlined aria-hidden />
            </ButtonLink>
          </div>
        </div>
        <div className={styles.heroVisual}>
          <HeroVisual />
        </div>
      </div>
    </section>
  );
}

function AccountCard({ account }: { account: MtAccountInfo }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={mamAccountListPath(account.mtAccId)} className={styles.accountCard}>
        <span className={styles.accountHead}>
          <PersonAvatar name={account.userName} image={account.image} size={44} />
          <span className={styles.accountWho}>
            <span className={styles.accountName}>{account.userName}</span>
            <span className={styles.accountLogin}>
              #{account.loginOrder} {account.login}
            </span>
          </span>
          {account.isMock === 1 ? <Tag>{t('header.demo')}</Tag> : null}
        </span>
        <span className={styles.accountBroker}>
          {account.platformName} · {account.serverName}
        </span>
        <span className={styles.accountStrategy}>{account.strategy || t('mamShell.home.noStrategy')}</span>
        <span className={styles.accountMore}>
          {t('mamShell.home.viewAccount')} <RightOutlined aria-hidden />
        </span>
      </Link>
    </li>
  );
}

const ACCOUNTS_PER_PAGE = 9;

/** #tradeAccount: the trade accounts on show (queryTradeAccListWithoutToken), nine at a time. */
function TradeAccounts() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const accounts = useQuery(tradeAccountsQueryOptions(page, ACCOUNTS_PER_PAGE));
  return (
    <section id="tradeAccount" className={styles.section} aria-labelledby="mam-accounts-title">
      <div className={styles.sectionInner}>
        <header className={styles.sectionHead}>
          <h2 id="mam-accounts-title" className={styles.sectionTitle}>
            {t('mamShell.home.accounts.title')}
          </h2>
          <p className={styles.sectionLead}>{t('mamShell.home.accounts.lead')}</p>
        </header>
        <QueryView
          query={accounts}
          loading={<Skeleton active paragraph={{ rows: 6 }} className={styles.accountsSkeleton} />}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              icon={<TrophyOutlined />}
              title={t('mamShell.home.accounts.empty')}
              hint={t('mamShell.home.accounts.emptyHint')}
            />
          }
        >
          {(data) => (
            <>
              <ul className={styles.accountGrid}>
                {data.items.map((account) => (
                  <AccountCard key={account.mtAccId} account={account} />
                ))}
              </ul>
              {data.total > ACCOUNTS_PER_PAGE ? (
                <Pagination
                  className={styles.accountsPager}
                  current={page}
                  pageSize={ACCOUNTS_PER_PAGE}
                  total={data.total}
                  onChange={setPage}
                  showSizeChanger={false}
                  simple
                />
              ) : null}
            </>
          )}
        </QueryView>
      </div>
    </section>
  );
}

/** #howUse: from signing up to copying, in four steps. */
function HowUse() {
  const { t } = useTranslation();
  const steps = [
    { icon: <UserAddOutlined />, key: 'register' },
    { icon: <ApiOutlined />, key: 'bind' },
    { icon: <CompassOutlined />, key: 'choose' },
    { icon: <BarChartOutlined />, key: 'track' },
  ] as const;
  return (
    <section id="howUse" className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="mam-how-title">
      <div className={styles.sectionInner}>
        <header className={styles.sectionHead}>
          <h2 id="mam-how-title" className={styles.sectionTitle}>
            {t('mamShell.home.how.title')}
          </h2>
          <p className={styles.sectionLead}>{t('mamShell.home.how.lead')}</p>
        </header>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.key} className={styles.step}>
              <span className={styles.stepIcon} aria-hidden>
                {step.icon}
              </span>
              <span className={styles.stepNumber}>{index + 1}</span>
              <h3 className={styles.stepTitle}>{t(`mamShell.home.how.${step.key}`)}</h3>
              <p className={styles.stepText}>{t(`mamShell.home.how.${step.key}Text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** #about: the site's own texts (spec 3, Site info), those the operator wrote. */
function About() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const brand = site.brandName || site.siteName;
  const texts = (
    [
      { key: 'companyIntro', icon: <FlagOutlined />, text: site.companyIntro },
      { key: 'teamIntro', icon: <TeamOutlined />, text: site.teamIntro },
      { key: 'mission', icon: <AimOutlined />, text: site.mission },
      { key: 'goal', icon: <TrophyOutlined />, text: site.goal },
      { key: 'expectation', icon: <CompassOutlined />, text: site.expectation },
    ] as const
  ).filter((item) => item.text.trim() !== '');
  return (
    <section id="about" className={styles.section} aria-labelledby="mam-about-title">
      <div className={styles.sectionInner}>
        <header className={styles.sectionHead}>
          <h2 id="mam-about-title" className={styles.sectionTitle}>
            {t('mamShell.home.about.title', { brand })}
          </h2>
        </header>
        {texts.length === 0 ? (
          <p className={styles.aboutFallback}>{t('mamShell.home.about.fallback', { brand })}</p>
        ) : (
          <div className={styles.aboutGrid}>
            {texts.map((item) => (
              <article key={item.key} className={styles.aboutCard}>
                <h3 className={styles.aboutTitle}>
                  <span className={styles.aboutIcon} aria-hidden>
                    {item.icon}
                  </span>
                  {t(`mamShell.home.about.${item.key}`)}
                </h3>
                <p className={styles.aboutText}>{item.text}</p>
              </article>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * `/` of the landing variant (version 1, spec 2): the brand and the operator's banners, then the trade
 * accounts on show, how to use, and about; `?target=tradeAccount|howUse|about` scrolls to a section.
 */
export function MamHomeRoute() {
  useTargetScroll();
  return (
    <div className={styles.page}>
      <VisitorHeader />
      <main>
        <Hero />
        <TradeAccounts />
        <HowUse />
        <About />
      </main>
      <VisitorFooter />
    </div>
  );
}
