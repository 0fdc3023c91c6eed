import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import './boot-error.css';

/** The site config could not be loaded: nothing of the site can be drawn, so say so plainly. */
export function BootError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail = isApiError(error) && error.message ? error.message : null;
  return (
    <div className="boot-error" role="alert">
      <h1>{t('errors.bootTitle')}</h1>
      <p>{detail ?? t('errors.bootText')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </div>
  );
}
