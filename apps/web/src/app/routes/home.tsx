import { useState } from 'react';
import { LatestAnnouncements } from '@/features/about/components/latest-announcements';
import { CopyButton } from '@/features/copy-trading/components/copy-button';
import type { MasterSummary } from '@/components/copy-trading/master-summary';
import { FinalCta } from '@/features/landing/components/final-cta';
import { FollowModes } from '@/features/landing/components/follow-modes';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { TrustBand } from '@/features/landing/components/trust-band';
import { ValueProps } from '@/features/landing/components/value-props';
import {
  HeadlineFigures,
  HomeStarsSection,
  HomeTradersSection,
} from '@/features/square/components/home-sections';
import { assetUrl } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { openLoginDialog } from '@/lib/login-dialog';
import { personalCenterPath } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import styles from './home.module.css';
import { SubscribeDialog } from './subscribe-with-preview';

/**
 * /home: the brand's landing page: the hero, today's stars, what the product offers, the trust band with
 * the site's live figures, the table of trader accounts, the latest announcements and the final call.
 */
export function HomeRoute() {
  const site = useSiteConfig();
  const user = useCurrentUser();
  const [master, setMaster] = useState<MasterSummary | null>(null);
  const brand = site.brandName || site.siteName;
  const openPersonalCenter = () => {
    if (user) window.open(personalCenterPath(user.id), '_blank', 'noopener');
  };
  return (
    <div className={styles.page}>
      <Hero
        brand={brand}
        bannerUrl={assetUrl(site.bannerBg)}
        userId={user?.id ?? null}
        onLogin={() => openLoginDialog()}
        onPersonalCenter={openPersonalCenter}
      />
      <HomeStarsSection renderAction={(star) => <CopyButton master={star} onCopy={setMaster} block />} />
      <ValueProps />
      <FollowModes />
      <HowItWorks />
      <TrustBand figures={<HeadlineFigures />} />
      <HomeTradersSection />
      <section className={styles.news}>
        <div className={styles.container}>
          <LatestAnnouncements />
        </div>
      </section>
      <FinalCta brand={brand} loggedIn={user !== null} onPersonalCenter={openPersonalCenter} />
      <SubscribeDialog master={master} onClose={() => setMaster(null)} />
    </div>
  );
}
