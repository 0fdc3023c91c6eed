import { LatestAnnouncements } from '@/features/about/components/latest-announcements';
import { FinalCta } from '@/features/landing/components/final-cta';
import { FollowModes } from '@/features/landing/components/follow-modes';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { TrustBand } from '@/features/landing/components/trust-band';
import { ValueProps } from '@/features/landing/components/value-props';
import { personalCenterPath } from '@/features/navigation/components/user-menu';
import { assetUrl } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { openLoginDialog } from '@/lib/login-dialog';
import { useSiteConfig } from '@/lib/site-config';
import styles from './home.module.css';

/** /home: the brand's landing page. */
export function HomeRoute() {
  const site = useSiteConfig();
  const user = useCurrentUser();
  const brand = site.brandName || site.siteName;
  const openPersonalCenter = () => {
    if (user) window.open(personalCenterPath(user.id), '_blank', 'noopener');
  };
  return (
    <>
      <Hero
        brand={brand}
        bannerUrl={assetUrl(site.bannerBg)}
        userId={user?.id ?? null}
        onLogin={() => openLoginDialog()}
        onPersonalCenter={openPersonalCenter}
      />
      <ValueProps />
      <FollowModes />
      <HowItWorks />
      <TrustBand />
      <section className={styles.news}>
        <div className={styles.container}>
          <LatestAnnouncements />
        </div>
      </section>
      <FinalCta brand={brand} loggedIn={user !== null} onPersonalCenter={openPersonalCenter} />
    </>
  );
}
