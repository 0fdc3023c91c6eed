import type { StarRow } from '@copytrade/contracts/discovery';
import { ArrowRightOutlined, CrownFilled } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import type { MasterSummary } from '@/components/copy-trading/master-summary';
import { CopyButton } from '@/features/copy-trading/components/copy-button';
import { useHomeHeadline } from '@/features/square/api/top-recommends-of-index';
import { Sparkline } from '@/features/square/components/sparkline';
import { TraderSquare } from '@/features/square/components/trader-square';
import { compactMoney, countText, percentText, toneOf } from '@/features/square/utils/figures';
import { PATHS, traderPath } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { SubscribeDialog } from '../../routes/subscribe-with-preview';
import styles from './portal-home.module.css';

/** The site's live figures in one line: trade accounts, followers copying now, copies in 30 days. */
function LiveHeadline() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const headline = useHomeHeadline();
  const brand = site.brandName || site.siteName;
  const data = headline.data;
  const figures = data
    ? [
        t('templatePortal.headline.traders', { count: data.traders, value: countText(data.traders) }),
        t('templatePortal.headline.followers', { count: data.followers, value: countText(data.followers) }),
        t('templatePortal.headline.copies', {
          count: data.copiedTrades30d,
          value: countText(data.copiedTrades30d),
        }),
        // Followers' total result is a selling point only when it is a gain.
        ...(toneOf(data.copyProfit) === 'gain'
          ? [t('templatePortal.headline.profit', { value: compactMoney(data.copyProfit) })]
          : []),
      ]
    : [];
  return (
    <section className={styles.headline} aria-label={t('templatePortal.headline.label')}>
      <div className={styles.headlineInner}>
        <span className={styles.live}>
          <span className={styles.dot} aria-hidden />
          {t('templatePortal.headline.live')}
        </span>
        <span className={styles.brand}>{brand}</span>
        {headline.isPending ? (
          <Skeleton.Input active size="small" className={styles.headlineSkeleton} />
        ) : (
          <ul className={styles.figures}>
            {figures.map((figure) => (
              <li key={figure}>{figure}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function StarChip({ star }: { star: StarRow }) {
  const tone = toneOf(star.growth);
  return (
    <li>
      <Link to={traderPath(star.mtAccId)} className={styles.chip}>
        <PersonAvatar name={star.userName} image={star.image} size={28} />
        <span className={styles.chipName}>{star.userName}</span>
        <Sparkline points={star.sparkline} width={56} height={20} className={styles.chipSpark} />
        <span
          className={`${styles.chipGrowth} ${tone === 'loss' ? styles.loss : tone === 'gain' ? styles.gain : ''}`}
        >
          {percentText(star.growth, true)}
        </span>
      </Link>
    </li>
  );
}

/** Today's stars as one slim strip of chips (avatar, name, curve, growth), each opening the profile. */
function StarsStrip() {
  const { t } = useTranslation();
  const headline = useHomeHeadline();
  const stars = headline.data?.stars ?? [];
  if (headline.isSuccess && stars.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="portal-stars">
      <div className={styles.stripInner}>
        <h2 id="portal-stars" className={styles.stripTitle}>
          <CrownFilled aria-hidden /> {t('templatePortal.stars.title')}
        </h2>
        <ul className={styles.chips}>
          {headline.isPending
            ? Array.from({ length: 4 }, (_, index) => (
                <li key={index}>
                  <Skeleton.Button active className={styles.chipSkeleton} />
                </li>
              ))
            : stars.map((star) => <StarChip key={star.mtAccId} star={star} />)}
        </ul>
        <Link to={PATHS.communityRecommend} className={styles.stripMore}>
          {t('templatePortal.stars.more')} <ArrowRightOutlined aria-hidden />
        </Link>
      </div>
    </section>
  );
}

/**
 * /home in template 4: the home is the ranking. One line of live figures, the compact ranking at once
 * (its Copy opens the subscribe dialog), then today's stars as a slim strip.
 */
export function PortalHomeRoute() {
  const [master, setMaster] = useState<MasterSummary | null>(null);
  return (
    <div className={styles.page}>
      <LiveHeadline />
      <TraderSquare
        variant="compact"
        filtersKey="t4"
        renderAction={(row) => <CopyButton master={row} onCopy={setMaster} size="small" />}
      />
      <StarsStrip />
      <SubscribeDialog master={master} onClose={() => setMaster(null)} />
    </div>
  );
}
