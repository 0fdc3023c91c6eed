import { CloseCircleFilled } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { PlainButton } from '@/components/plain-button/plain-button';
import { StatusPanel } from '@/components/status-panel';
import { PATHS } from '@/lib/paths';
import { claimChunkReload, isChunkLoadError } from './chunk-reload';
import styles from './route-error.module.css';

/** Route-level error boundary: a failed chunk reloads the same URL once; anything else is shown. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  const willReload = chunkError && claimOnce();

  useEffect(() => {
    if (willReload) window.location.reload();
  }, [willReload]);

  if (willReload) return null;
  if (!chunkError) console.error(error);

  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className={styles.wrap}>
      <StatusPanel
        tone={notFound ? 'neutral' : 'error'}
        mark={notFound ? '404' : <CloseCircleFilled />}
        title={notFound ? t('errors.notFound') : chunkError ? t('errors.chunkTitle') : t('errors.pageTitle')}
        text={chunkError ? t('errors.chunkText') : t('errors.pageText')}
        actions={
          <>
            <PlainButton type="primary" onClick={() => window.location.reload()}>
              {t('common.reload')}
            </PlainButton>
            <ButtonLink to={PATHS.home}>{t('errors.backHome')}</ButtonLink>
          </>
        }
      />
    </div>
  );
}

let claimed: boolean | null = null;

/** One decision per page load, so React's double render in development does not count twice. */
function claimOnce(): boolean {
  claimed ??= claimChunkReload(sessionStorage, Date.now());
  return claimed;
}
