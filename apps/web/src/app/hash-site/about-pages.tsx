import {
  AlertOutlined,
  ApiOutlined,
  AuditOutlined,
  ClockCircleOutlined,
  DollarOutlined,
  EyeOutlined,
  FundOutlined,
  LockOutlined,
  SafetyOutlined,
  SwapOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { FollowModes } from '@/features/landing/components/follow-modes';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { ValueProps } from '@/features/landing/components/value-props';
import { useCurrentUser } from '@/lib/auth';
import { useContentList } from '@/lib/cms-queries';
import { contentPath, PATHS } from '@/lib/paths';
import { HASH_PATHS } from './hash-paths';
import styles from './about-pages.module.css';

type AboutKey = 'foreignexchange' | 'copyinvest' | 'traders' | 'copy';
type Fact = { icon: ReactNode; title: string; text: string };

/** A page's kicker, title and lead, and its key points. */
function AboutHead({ page, facts }: { page: AboutKey; facts: readonly Fact[] }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.head}>
        <span className={styles.kicker}>{t(`hashSite.about.${page}.kicker`)}</span>
        <h1 className={styles.title}>{t(`hashSite.about.${page}.title`)}</h1>
        <p className={styles.lead}>{t(`hashSite.about.${page}.lead`)}</p>
      </div>
      <ul className={styles.facts}>
        {facts.map(({ icon, title, text }) => (
          <li key={title} className={styles.fact}>
            <span className={styles.factIcon}>{icon}</span>
            <div>
              <h3 className={styles.factTitle}>{title}</h3>
              <p className={styles.factText}>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The closing call: browse the strategy square, and register (visitors) or a page of the reader's choice. */
function AboutCta({ page, action }: { page: AboutKey; action?: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <div className={styles.cta}>
      <p className={styles.ctaText}>{t(`hashSite.about.${page}.cta`)}</p>
      <div className={styles.ctaActions}>
        <ButtonLink to={HASH_PATHS.strategy} type="primary">
          {t('hashSite.about.browseStrategies')}
        </ButtonLink>
        {action ??
          (user ? null : <ButtonLink to={PATHS.register}>{t('hashSite.about.openAccount')}</ButtonLink>)}
      </div>
    </div>
  );
}

/** The forex encyclopedia's most read entries (the college's content), each opening its page. */
function KeyTerms() {
  const { t } = useTranslation();
  const list = useContentList({ moduleCode: 'encyclopedia', order: 'hot', page: 1, pageSize: 6 });
  const items = list.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.termsBlock}>
      <h2 className={styles.sectionTitle}>{t('hashSite.about.foreignexchange.terms')}</h2>
      <ul className={styles.terms}>
        {items.map((item) => (
          <li key={item.contentId}>
            <Link to={contentPath(item.moduleCode, item.contentId)} className={styles.term}>
              <span className={styles.termTitle}>{item.title}</span>
              <span className={styles.termText}>{item.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to={PATHS.foreignExchangeHome}>{t('hashSite.about.foreignexchange.allTerms')}</Link>
      </p>
    </section>
  );
}

/** /about/foreignexchange: what the forex market is, with the encyclopedia's key terms. */
export function ForeignExchangeRoute() {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <AboutHead
        page="foreignexchange"
        facts={[
          {
            icon: <ClockCircleOutlined />,
            title: t('hashSite.about.foreignexchange.facts.market.title'),
            text: t('hashSite.about.foreignexchange.facts.market.text'),
          },
          {
            icon: <SwapOutlined />,
            title: t('hashSite.about.foreignexchange.facts.pairs.title'),
            text: t('hashSite.about.foreignexchange.facts.pairs.text'),
          },
          {
            icon: <FundOutlined />,
            title: t('hashSite.about.foreignexchange.facts.leverage.title'),
            text: t('hashSite.about.foreignexchange.facts.leverage.text'),
          },
          {
            icon: <AlertOutlined />,
            title: t('hashSite.about.foreignexchange.facts.risk.title'),
            text: t('hashSite.about.foreignexchange.facts.risk.text'),
          },
        ]}
      />
      <KeyTerms />
      <AboutCta page="foreignexchange" />
    </article>
  );
}

/** /about/copyinvest: what copy investing is, and what the platform offers for it. */
export function CopyInvestRoute() {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <AboutHead
        page="copyinvest"
        facts={[
          {
            icon: <TeamOutlined />,
            title: t('hashSite.about.copyinvest.facts.follow.title'),
            text: t('hashSite.about.copyinvest.facts.follow.text'),
          },
          {
            icon: <LockOutlined />,
            title: t('hashSite.about.copyinvest.facts.control.title'),
            text: t('hashSite.about.copyinvest.facts.control.text'),
          },
          {
            icon: <EyeOutlined />,
            title: t('hashSite.about.copyinvest.facts.record.title'),
            text: t('hashSite.about.copyinvest.facts.record.text'),
          },
          {
            icon: <AlertOutlined />,
            title: t('hashSite.about.copyinvest.facts.risk.title'),
            text: t('hashSite.about.copyinvest.facts.risk.text'),
          },
        ]}
      />
      <div className={styles.landing}>
        <ValueProps />
      </div>
      <AboutCta page="copyinvest" />
    </article>
  );
}

/** /about/traders: becoming a signal provider (a trader others copy). */
export function BecomeTraderRoute() {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <AboutHead
        page="traders"
        facts={[
          {
            icon: <UserAddOutlined />,
            title: t('hashSite.about.traders.facts.register.title'),
            text: t('hashSite.about.traders.facts.register.text'),
          },
          {
            icon: <ApiOutlined />,
            title: t('hashSite.about.traders.facts.bind.title'),
            text: t('hashSite.about.traders.facts.bind.text'),
          },
          {
            icon: <DollarOutlined />,
            title: t('hashSite.about.traders.facts.fees.title'),
            text: t('hashSite.about.traders.facts.fees.text'),
          },
          {
            icon: <AuditOutlined />,
            title: t('hashSite.about.traders.facts.record.title'),
            text: t('hashSite.about.traders.facts.record.text'),
          },
          {
            icon: <SafetyOutlined />,
            title: t('hashSite.about.traders.facts.payout.title'),
            text: t('hashSite.about.traders.facts.payout.text'),
          },
          {
            icon: <TeamOutlined />,
            title: t('hashSite.about.traders.facts.partner.title'),
            text: t('hashSite.about.traders.facts.partner.text'),
          },
        ]}
      />
      <AboutCta
        page="traders"
        action={<ButtonLink to={HASH_PATHS.addOrBind}>{t('hashSite.about.traders.bind')}</ButtonLink>}
      />
    </article>
  );
}

/** /about/copy: how copying works, step by step, and how each follow mode sizes a copied order. */
export function HowCopyWorksRoute() {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <AboutHead
        page="copy"
        facts={[
          {
            icon: <SwapOutlined />,
            title: t('hashSite.about.copy.facts.signal.title'),
            text: t('hashSite.about.copy.facts.signal.text'),
          },
          {
            icon: <FundOutlined />,
            title: t('hashSite.about.copy.facts.direction.title'),
            text: t('hashSite.about.copy.facts.direction.text'),
          },
        ]}
      />
      <div className={styles.landing}>
        <HowItWorks />
        <FollowModes />
      </div>
      <AboutCta page="copy" />
    </article>
  );
}
