import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { PlainButton } from '@/components/plain-button/plain-button';
import { PATHS } from '@/lib/paths';
import styles from './landing.module.css';

export function FinalCta({
  brand,
  loggedIn,
  onPersonalCenter,
}: {
  brand: string;
  loggedIn: boolean;
  onPersonalCenter: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.finalCta}>
      <div className={styles.finalInner}>
        <div>
          <h2 className={styles.finalTitle}>{t('home.final.title', { brand })}</h2>
          <p className={styles.finalText}>{t('home.final.text')}</p>
        </div>
        {loggedIn ? (
          <PlainButton size="large" className={styles.finalButton} onClick={onPersonalCenter}>
            {t('header.personalCenter')} <ArrowRightOutlined />
          </PlainButton>
        ) : (
          <ButtonLink to={PATHS.register} size="large" className={styles.finalButton}>
            {t('home.final.button')} <ArrowRightOutlined />
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
