import type { RankingRow } from '@copytrade/contracts/community';
import { Button, theme as antdTheme, type ThemeConfig } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { ThemeScope } from '@/components/antd-scope/antd-scope';
import { TraderSquare } from '@/features/square/components/trader-square';
import { isIframe } from '@/lib/iframe';
import { loginPath, traderPath } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { sitePalette } from '@copytrade/theme/palette';
import { cssVariablesOf } from '@copytrade/theme/tokens';
import { antdThemeOf } from '@/lib/theme';
import { openLinksOutOfFrame, linkTarget } from './embed-links';
import {
  EMBED_PARAM_NAMES,
  embedParamsOf,
  parseEmbedParams,
  type EmbedParams,
  type EmbedTarget,
} from './embed-params';
import { startHeightMessenger } from './height-messenger';
import styles from './iframe-strategy.module.css';

/** An address of the site as an absolute URL (the frame's links leave the frame). */
function useAbsoluteHref(to: string): string {
  const href = useHref(to);
  return new URL(href, window.location.href).href;
}

/** The card's action in the frame: the trader's profile on the site, where copying happens signed in. */
function CopyLink({ row, target }: { row: RankingRow; target: EmbedTarget }) {
  const { t } = useTranslation();
  const href = useAbsoluteHref(traderPath(row.mtAccId));
  return (
    <Button
      type="primary"
      block
      href={href}
      target={linkTarget(target)}
      rel="noopener"
      aria-label={t('embed.page.copyOf', { name: row.userName })}
    >
      {t('embed.page.copy')}
    </Button>
  );
}

/** The light or dark look over the site's colours. */
function useEmbedTheme(mode: EmbedParams['theme']): { config: ThemeConfig; vars: Record<string, string> } {
  const site = useSiteConfig();
  return useMemo(() => {
    const palette = sitePalette(site);
    const base = antdThemeOf(palette);
    if (mode === 'light') return { config: base, vars: site.themeVariables };
    const { colorTextBase: _text, ...token } = base.token ?? {};
    const dark: ThemeConfig = {
      ...base,
      // The route's scope above is the site's light theme: merged into it, the light text colour stayed
      // (the sort select's text was dark on dark).
      inherit: false,
      // Its own variables' scope: the site's light ones stay on the page around it.
      cssVar: { key: 'ct-dark' },
      algorithm: antdTheme.darkAlgorithm,
      token: { ...token, colorBgLayout: '#10151c', colorBgContainer: '#18202a' },
    };
    return { config: dark, vars: cssVariablesOf(palette, antdTheme.getDesignToken(dark)) };
  }, [site, mode]);
}

/**
 * /iframeStrategy (spec 2, iframe mode): the strategy square alone, for a broker's own website. Its filters
 * are the square's query; `lang`, `theme` and `target` come from the address too (embed-params.ts). Links
 * to the trader and to sign-in open on the site's own origin, in a new tab or the whole window, never in
 * the frame; the page tells its parent how tall it is, and needs no cookie and no storage.
 */
export function IframeStrategyRoute() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const [params] = useState(() => embedParamsOf() ?? parseEmbedParams(new URLSearchParams()));
  const { config, vars } = useEmbedTheme(params.theme);
  const rootRef = useRef<HTMLDivElement>(null);
  const loginHref = useAbsoluteHref(loginPath());
  const homeHref = useAbsoluteHref('/');

  useLayoutEffect(() => {
    const previous = document.body.style.background;
    document.body.style.background = vars['--ct-bg-layout'] ?? '';
    document.documentElement.style.colorScheme = params.theme;
    return () => {
      document.body.style.background = previous;
    };
  }, [vars, params.theme]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    return openLinksOutOfFrame(root, params.target, () => window.location.href);
  }, [params.target]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || !isIframe()) return undefined;
    return startHeightMessenger({ content: root, parent: window.parent });
  }, []);

  const target = linkTarget(params.target);
  return (
    <ThemeScope theme={config} variables={vars}>
      <div ref={rootRef} className={styles.embed} style={vars} data-theme={params.theme}>
        <TraderSquare
          embedded
          keepParams={EMBED_PARAM_NAMES}
          renderAction={(row) => <CopyLink row={row} target={params.target} />}
        />
        <footer className={styles.bar}>
          <span>
            {t('embed.page.poweredBy')}{' '}
            <a className={styles.brand} href={homeHref} target={target} rel="noopener">
              {site.brandName || site.siteName}
            </a>
          </span>
          <span className={styles.links}>
            <a href={loginHref} target={target} rel="noopener">
              {t('embed.page.signIn')}
            </a>
          </span>
        </footer>
      </div>
    </ThemeScope>
  );
}
