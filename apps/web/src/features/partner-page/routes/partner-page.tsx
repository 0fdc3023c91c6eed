import { ArrowRightOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { QueryView } from '@/components/query-view';
import { useCurrentUser } from '@/lib/auth';
import { PATHS } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { usePartnerProgramme } from '../api/query-partner-programme';
import { APPLY_ID, ApplySection } from '../components/apply-section';
import { LevelTable } from '../components/level-table';
import styles from '../components/partner-page.module.css';
import { ProgrammeFaq } from '../components/programme-faq';
import { ProgrammeHero } from '../components/programme-hero';
import { ProgrammeSteps } from '../components/programme-steps';
import { WorkedExamples } from '../components/worked-examples';

const LEVELS_ID = 'levels';

function scrollToSection(id: string): void {
  // Chromium's scrollIntoView may return a Promise: nothing waits for it.
  void document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}

export type PartnerPageRouteProps = {
  /**
   * A signed-in user's application: the partners feature's form with his application's state (pending,
   * rejected with its reason, or his level once a partner). Features never import each other, so app/
   * passes it in; without it the page sends him to the application on My referrer.
   */
  application?: ReactNode;
};

/**
 * /partner: the site's partner programme for anyone: what a partner earns and how, the site's rebate
 * levels (queryPartnerProgramme), two worked examples from them, the questions partners ask, and the
 * application (a visitor is asked to log in and comes back to it).
 */
export function PartnerPageRoute({ application }: PartnerPageRouteProps) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const user = useCurrentUser();
  const programme = usePartnerProgramme();
  const { pathname, hash, key } = useLocation();
  const brand = site.brandName || site.siteName;
  const loaded = programme.data !== undefined;
  // The bands alternate plain and tinted; the worked examples are one only when there are levels.
  const withExamples = (programme.data?.levels.length ?? 0) > 0;

  // Back from the login (`#apply`): the application, again once the levels above it have their height.
  useEffect(() => {
    if (hash === `#${APPLY_ID}`) document.getElementById(APPLY_ID)?.scrollIntoView?.({ block: 'start' });
  }, [hash, key, loaded]);

  const apply =
    user === null ? (
      <ButtonLink
        type="primary"
        size="large"
        className={styles.ctaPrimary}
        to={`${PATHS.login}?redirect=${encodeURIComponent(`${pathname}#${APPLY_ID}`)}`}
      >
        {t('partnerPage.hero.apply')} <ArrowRightOutlined aria-hidden />
      </ButtonLink>
    ) : (
      <Button
        type="primary"
        size="large"
        className={styles.ctaPrimary}
        onClick={() => scrollToSection(APPLY_ID)}
      >
        {t('partnerPage.hero.apply')} <ArrowRightOutlined aria-hidden />
      </Button>
    );

  return (
    <>
      <ProgrammeHero
        brand={brand}
        programme={programme.data}
        failed={programme.isError}
        apply={apply}
        onSeeLevels={() => scrollToSection(LEVELS_ID)}
      />
      <ProgrammeSteps autoUpgrade={programme.data?.autoUpgrade} />
      <section
        id={LEVELS_ID}
        className={`${styles.section} ${styles.tinted}`}
        aria-labelledby="partner-levels"
      >
        <div className={styles.container}>
          <div className={styles.sectionHead}>
            <span className={styles.kicker}>{t('partnerPage.levels.kicker')}</span>
            <h2 id="partner-levels" className={styles.sectionTitle}>
              {t('partnerPage.levels.title')}
            </h2>
            <p className={styles.sectionText}>{t('partnerPage.levels.text')}</p>
          </div>
          <QueryView query={programme} loading={<Skeleton active paragraph={{ rows: 5 }} />}>
            {(data) => <LevelTable programme={data} />}
          </QueryView>
        </div>
      </section>
      {programme.data ? <WorkedExamples programme={programme.data} /> : null}
      <ProgrammeFaq programme={programme.data} tinted={withExamples} />
      <ApplySection userId={user?.id ?? null} application={application} tinted={!withExamples} />
    </>
  );
}
