import { AppstoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, Outlet, useLocation, useSearchParams } from 'react-router';
import { useModuleShowInfo } from '@/lib/cms-queries';
import { ContentBand } from '@/components/cms/content-band';
import { SearchBox } from '@/components/cms/search-box';
import { fillPath, PATHS } from '@/lib/paths';
import styles from './download-layout.module.css';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.tab} ${styles.active}` : styles.tab;

/**
 * /download: the band with the search, the tabs (the overview and the module's classes) and the page.
 * The classes come from the module's show info, so a class the operator adds shows up as a tab. An item's
 * page goes without them.
 */
export function DownloadLayoutRoute() {
  const { t } = useTranslation();
  const info = useModuleShowInfo('download');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onSearch = pathname === PATHS.downloadSearch;
  const classes = info.data?.classes ?? [];
  const title = info.data?.name || t('download.title');

  // An item's page is an article with its own band and breadcrumb.
  if (matchPath(PATHS.downloadDetail, pathname)) {
    return (
      <div className={styles.page}>
        <Outlet />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <ContentBand
        breadcrumb={[{ title: t('download.home'), to: PATHS.home }, { title }]}
        title={title}
        meta={info.data?.description || t('download.subtitle')}
      >
        <SearchBox
          to={PATHS.downloadSearch}
          defaultValue={onSearch ? (params.get('q') ?? '') : ''}
          placeholder={t('download.searchPlaceholder')}
          className={styles.search}
        />
      </ContentBand>
      <div className={styles.body}>
        <nav className={styles.tabs} aria-label={t('download.classNav')}>
          <NavLink to={PATHS.downloadHome} className={tabClass}>
            <AppstoreOutlined aria-hidden />
            {t('download.overview')}
          </NavLink>
          {classes.map((node) => (
            <NavLink key={node.typeId} to={fillPath(PATHS.downloadList, node.typeId)} className={tabClass}>
              {node.name}
              {node.itemCount > 0 ? <span className={styles.count}>{node.itemCount}</span> : null}
            </NavLink>
          ))}
          <NavLink to={fillPath(PATHS.downloadList)} end className={tabClass}>
            {t('download.all')}
          </NavLink>
        </nav>
        <Outlet />
      </div>
    </div>
  );
}
