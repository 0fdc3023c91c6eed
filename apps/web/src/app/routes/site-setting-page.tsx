import { parseAvailableLang } from '@copytrade/contracts/locale';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { QueryView } from '@/components/query-view';
import { siteOrigins } from '@/features/embed-settings/utils/snippet';
import { useSiteSettings, useUpdateSiteSettings } from '@/features/site-settings/api/site-settings';
import { SiteSettingRoute } from '@/features/site-settings/routes/site-setting';

// Today's stars panel (the square feature's), loaded with the tab that shows it.
const StarsAdminPanel = lazy(async () => ({
  default: (await import('@/features/square/components/stars-admin-panel')).StarsAdminPanel,
}));

// The content editor (issue 17): the education area's classes and items, and the header menu.
const ContentEditorPanel = lazy(async () => ({
  default: (await import('@/features/content-editor/components/content-editor-panel')).ContentEditorPanel,
}));
const NavigationEditor = lazy(async () => ({
  default: (await import('@/features/content-editor/components/navigation-editor')).NavigationEditor,
}));

// The market news editor (issue 18): the economic calendar, the news flash and the daily reports.
const MarketAdminPanel = lazy(async () => ({
  default: (await import('@/features/market-news/components/market-admin-panel')).MarketAdminPanel,
}));

// The Embedding tab (issue 19): the websites that may frame the strategy square, the snippet, a preview.
const EmbedSettings = lazy(async () => ({
  default: (await import('@/features/embed-settings/components/embed-settings')).EmbedSettings,
}));

const loading = <Skeleton active paragraph={{ rows: 6 }} />;

/** The Embedding tab over the site settings (its origins are `frameAncestors`, saved by the settings call). */
function EmbedSettingsTab() {
  const settings = useSiteSettings();
  const update = useUpdateSiteSettings();
  return (
    <QueryView query={settings} loading={loading}>
      {(data) => (
        <EmbedSettings
          origins={data.frameAncestors}
          siteOrigins={siteOrigins(
            window.location.origin,
            data.domains.map((domain) => domain.domain),
          )}
          languages={parseAvailableLang(data.availableLang.join(','))}
          defaultLanguage={parseAvailableLang(String(data.defaultLang))[0] ?? 'zh_CN'}
          onSaveOrigins={(frameAncestors) => update.mutateAsync({ frameAncestors })}
          saving={update.isPending}
        />
      )}
    </QueryView>
  );
}

/**
 * personalCenter/:id/siteSetting and the MAM back office's siteSetting: the site settings with today's stars and the content editor in their own tabs
 * (features do not import each other, so the app composes them).
 */
export function SiteSettingWithStarsRoute() {
  return (
    <SiteSettingRoute
      recommendations={
        <Suspense fallback={loading}>
          <StarsAdminPanel />
        </Suspense>
      }
      content={
        <Suspense fallback={loading}>
          <ContentEditorPanel withNavigation={false} />
        </Suspense>
      }
      navigation={
        <Suspense fallback={loading}>
          <NavigationEditor />
        </Suspense>
      }
      market={
        <Suspense fallback={loading}>
          <MarketAdminPanel />
        </Suspense>
      }
      embed={
        <Suspense fallback={loading}>
          <EmbedSettingsTab />
        </Suspense>
      }
    />
  );
}
