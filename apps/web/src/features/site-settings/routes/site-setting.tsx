import type { SiteSettings } from '@copytrade/contracts/site-settings';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { ListSkeleton } from '@/components/page-states';
import { QueryView } from '@/components/query-view';
import { AdminOnly } from '@/components/review-queue/admin-only';
import { useSiteSettings } from '../api/site-settings';
import { AuditTab } from '../components/audit-tab';
import { BannersTab } from '../components/banners-tab';
import { BrandTab } from '../components/brand-tab';
import { ContactTab } from '../components/contact-tab';
import { DomainsTab } from '../components/domains-tab';
import { FooterTab } from '../components/footer-tab';
import { LanguagesTab } from '../components/languages-tab';
import { MetaApiTab } from '../components/metaapi-tab';
import { PaymentsTab } from '../components/payments-tab';
import { PlatformTab } from '../components/platform-tab';
import { RecommendationsTab } from '../components/recommendations-tab';
import { RulesTab } from '../components/rules-tab';
import { TextsTab } from '../components/texts-tab';
import styles from './site-setting.module.css';

/** The tabs, in order; `?tab=` names the open one (a link can open Payments or Domains directly). */
const SITE_SETTING_TABS = [
  'brand',
  'languages',
  'texts',
  'contact',
  'footer',
  'content',
  'navigation',
  'market',
  'rules',
  'payments',
  'banners',
  'recommendations',
  'domains',
  'embed',
  'metaApi',
  'platform',
  'audit',
] as const;
type SiteSettingTab = (typeof SITE_SETTING_TABS)[number];

function isTab(value: string | null): value is SiteSettingTab {
  return (SITE_SETTING_TABS as readonly (string | null)[]).includes(value);
}

/** Panels other features give the page (the app composes them in: features do not import each other). */
type Panels = {
  recommendations?: ReactNode;
  content?: ReactNode;
  navigation?: ReactNode;
  market?: ReactNode;
  /** The Embedding tab (the embed-settings feature's). */
  embed?: ReactNode;
};

/** The content editor's tabs show only where the app gives their panels. */
const PANEL_TABS: Partial<Record<SiteSettingTab, keyof Panels>> = {
  content: 'content',
  navigation: 'navigation',
  market: 'market',
  embed: 'embed',
};

function tabContent(tab: SiteSettingTab, settings: SiteSettings, panels: Panels): ReactNode {
  switch (tab) {
    case 'content':
      return panels.content;
    case 'navigation':
      return panels.navigation;
    case 'market':
      return panels.market;
    case 'embed':
      return panels.embed;
    case 'brand':
      return <BrandTab settings={settings} />;
    case 'languages':
      return <LanguagesTab settings={settings} />;
    case 'texts':
      return <TextsTab settings={settings} />;
    case 'contact':
      return <ContactTab settings={settings} />;
    case 'footer':
      return <FooterTab settings={settings} />;
    case 'rules':
      return <RulesTab settings={settings} />;
    case 'payments':
      return <PaymentsTab settings={settings} />;
    case 'banners':
      return <BannersTab settings={settings} />;
    case 'recommendations':
      return <RecommendationsTab panel={panels.recommendations} />;
    case 'domains':
      return <DomainsTab settings={settings} />;
    case 'metaApi':
      return <MetaApiTab />;
    case 'platform':
      return <PlatformTab settings={settings} />;
    case 'audit':
      return <AuditTab />;
  }
}

function SiteSettingPage({ panels }: { panels: Panels }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: SiteSettingTab = isTab(requested) ? requested : 'brand';

  return (
    <>
      <PageHeading title={t('siteSettings.title')} meta={t('siteSettings.subtitle')} />
      <QueryView query={settings} loading={<ListSkeleton rows={8} />}>
        {(data) => (
          <Tabs
            className={styles.tabs}
            activeKey={active}
            onChange={(key) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (key === 'brand') next.delete('tab');
                  else next.set('tab', key);
                  next.delete('auditPage');
                  next.delete('auditPageSize');
                  return next;
                },
                { replace: true },
              )
            }
            destroyOnHidden
            items={SITE_SETTING_TABS.filter((tab) => {
              const panel = PANEL_TABS[tab];
              return panel === undefined || panels[panel] !== undefined;
            }).map((tab) => ({
              key: tab,
              label: tab === 'embed' ? t('embed.settings.tab') : t(`siteSettings.tabs.${tab}`),
              children: tabContent(tab, data, panels),
            }))}
          />
        )}
      </QueryView>
    </>
  );
}

/**
 * The site settings of the site's admin (issue 15; the MAM back office's /user/otherSetting/siteSetting and
 * the community personal center's siteSetting): every operator-facing field of spec 3 Site info in tabs,
 * Brand & look with a live preview, banners, domains, the platform's limits (shown only) and the audit log.
 * Anyone but the site admin gets a notice and no call is made. `recommendations` is today's stars panel
 * where the app composes it in (features do not import each other); without it the tab links to it.
 */
export function SiteSettingRoute(panels: Panels = {}) {
  const { t } = useTranslation();
  return (
    <AdminOnly title={t('siteSettings.noAccess')} hint={t('siteSettings.noAccessHint')}>
      <div className={styles.page}>
        <SiteSettingPage panels={panels} />
      </div>
    </AdminOnly>
  );
}
