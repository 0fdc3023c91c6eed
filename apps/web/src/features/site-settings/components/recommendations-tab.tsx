import { StarOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { PATHS } from '@/lib/paths';
import { Section } from './section';

/**
 * Today's recommendations (the community's today's stars): the admin's panel when the app gives it (the
 * community personal center composes it in, app/routes), else a link to where the stars are managed.
 */
export function RecommendationsTab({ panel }: { panel?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Section
      id="site-recommendations"
      icon={<StarOutlined aria-hidden />}
      title={t('siteSettings.tabs.recommendations')}
      note={t('siteSettings.recommendations.note')}
    >
      {panel ?? (
        <p>
          <ButtonLink to={PATHS.communityRecommend}>{t('siteSettings.recommendations.open')}</ButtonLink>
        </p>
      )}
    </Section>
  );
}
