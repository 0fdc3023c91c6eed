import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { useCurrentUser } from '@/lib/auth';
import { MAM_PATHS } from '@/lib/paths';

type SettingTab = 'personSetting' | 'infoV' | 'payV' | 'siteSetting';

/** The tabs after personal settings, each a path: verification and payment information, the site's settings. */
const TAB_ORDER: SettingTab[] = ['personSetting', 'infoV', 'payV', 'siteSetting'];

/**
 * /user/otherSetting (spec 2): personal settings, real-name verification and payment information (what a
 * trader's paid fees need) for everyone, and the site's settings (siteSetting) for the site's admin only;
 * the tabs are paths. The bare path opens personal settings; anyone but the admin who opens siteSetting
 * is sent there too.
 */
export function OtherSettingLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const admin = user?.isAdmin === true;
  const tab = TAB_ORDER.find((key) => pathname.startsWith(MAM_PATHS[key])) ?? null;

  if (tab === null || (tab === 'siteSetting' && !admin)) {
    return <Navigate to={MAM_PATHS.personSetting} replace />;
  }

  const tabs = TAB_ORDER.filter((key) => key !== 'siteSetting' || admin).map((key) => ({
    key,
    label: t(`mamShell.settings.${key}`),
  }));
  return (
    <>
      <PageHeading
        title={t('mamShell.menu.otherSetting')}
        // The site settings page has a heading and a summary of its own under the tabs.
        meta={tab === 'personSetting' ? t('mamShell.settings.subtitle') : undefined}
      />
      {tabs.length > 1 ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => void navigate(MAM_PATHS[key as SettingTab])}
          items={tabs.map(({ key, label }) => ({ key, label }))}
        />
      ) : null}
      <Outlet />
    </>
  );
}
