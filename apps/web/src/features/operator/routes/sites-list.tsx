import { SITE_STATES, type OperatorSite, type SiteState } from '@copytrade/contracts/operator';
import { AppstoreAddOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import type { DataColumn } from '@/components/data-list';
import { PageHeading } from '@/components/page-heading';
import { EmptyState } from '@/components/page-states';
import { PagedList } from '@/components/paged-list';
import { OPERATOR_PATHS, operatorSitePath } from '@/lib/paths';
import { useListParams, usePagedQuery } from '@/lib/use-paged-query';
import { sitesQueryOptions } from '../api/operator-api';
import { LimitText, SiteKind, SiteStateTag, Sparkline, Validity } from '../components/site-bits';
import styles from './operator-pages.module.css';

function isState(value: string | null): value is SiteState {
  return (SITE_STATES as readonly (string | null)[]).includes(value);
}

/**
 * /operator/sites (issue 15): every site with its state, validity, limits and usage, searched by domain,
 * brand or code and filtered by state; each opens its page.
 */
export function SitesListRoute() {
  const { t } = useTranslation();
  const [params, setParam] = useListParams();
  const keyword = params.get('keyword') ?? '';
  const stateParam = params.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  const [typed, setTyped] = useState(keyword);
  const [list, paging] = usePagedQuery((page) => sitesQueryOptions({ ...page, keyword, state }));
  const [now] = useState(() => Date.now());

  const columns = useMemo<DataColumn<OperatorSite>[]>(
    () => [
      {
        key: 'site',
        title: t('operator.sites.site'),
        render: (site) => (
          <Link to={operatorSitePath(site.siteId)} className={styles.siteCell}>
            <span className={styles.siteName}>{site.brandName}</span>
            <span className={styles.siteDomain}>{site.domain}</span>
          </Link>
        ),
      },
      { key: 'kind', title: t('operator.sites.kind'), render: (site) => <SiteKind site={site} /> },
      { key: 'state', title: t('operator.sites.state'), render: (site) => <SiteStateTag site={site} /> },
      {
        key: 'validity',
        title: t('operator.sites.validity'),
        render: (site) => <Validity site={site} now={now} />,
      },
      {
        key: 'limits',
        title: t('operator.sites.limits'),
        render: (site) => (
          <span className={styles.limitsCell}>
            <span>
              {t('operator.limits.followShort')} <LimitText value={site.copyMaxNumber} />
            </span>
            <span>
              {t('operator.limits.copyShort')} <LimitText value={site.userCopyLimit} />
            </span>
            <span>
              {t('operator.limits.tradeShort')} <LimitText value={site.userTradeLimit} />
            </span>
          </span>
        ),
      },
      {
        key: 'usage',
        title: t('operator.sites.usage'),
        render: (site) => (
          <span className={styles.limitsCell}>
            <span>{t('operator.usage.usersN', { count: site.usage.users })}</span>
            <span>
              {t('operator.usage.accountsN', { count: site.usage.tradeAccounts + site.usage.followAccounts })}
            </span>
            <span>{t('operator.usage.subscriptionsN', { count: site.usage.liveSubscriptions })}</span>
          </span>
        ),
      },
      {
        key: 'copies',
        title: t('operator.sites.copies30d'),
        render: (site) => (
          <span className={styles.sparkCell}>
            <Sparkline values={site.usage.copiesDaily} label={t('operator.sites.copies30d')} />
            <span className={styles.sparkTotal}>{site.usage.copies30d}</span>
          </span>
        ),
      },
    ],
    [t, now],
  );

  const stateOptions = [
    { value: 'all', label: t('operator.sites.allStates') },
    ...SITE_STATES.map((value) => ({ value, label: t(`operator.state.${value}`) })),
  ];

  return (
    <div className={styles.page}>
      <PageHeading
        title={t('operator.sites.title')}
        meta={t('operator.sites.subtitle')}
        extra={
          <ButtonLink to={OPERATOR_PATHS.newSite} type="primary" icon={<PlusOutlined />}>
            {t('operator.menu.newSite')}
          </ButtonLink>
        }
      />
      <div className={styles.panel}>
        <div className={styles.toolbar}>
          <Input.Search
            allowClear
            className={styles.search}
            placeholder={t('operator.sites.searchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(value) => setParam('keyword', value.trim() || undefined)}
            aria-label={t('operator.sites.searchPlaceholder')}
          />
          <Segmented
            className={styles.stateFilter}
            value={state ?? 'all'}
            options={stateOptions}
            onChange={(value) => setParam('state', value === 'all' ? undefined : String(value))}
          />
        </div>
        <PagedList
          list={list}
          paging={paging}
          columns={columns}
          rowKey={(site) => site.siteId}
          label={t('operator.sites.title')}
          footer={(site) => (
            <ButtonLink to={operatorSitePath(site.siteId)} type="primary" size="small" block>
              {t('operator.sites.manage')}
            </ButtonLink>
          )}
          empty={
            <EmptyState
              icon={<AppstoreAddOutlined />}
              title={keyword || state ? t('operator.sites.noMatch') : t('operator.sites.empty')}
              hint={keyword || state ? t('operator.sites.noMatchHint') : t('operator.sites.emptyHint')}
              action={
                keyword || state ? (
                  <Button
                    onClick={() => {
                      setTyped('');
                      setParam('keyword', undefined);
                      setParam('state', undefined);
                    }}
                  >
                    {t('operator.sites.clearFilters')}
                  </Button>
                ) : null
              }
            />
          }
        />
      </div>
    </div>
  );
}
