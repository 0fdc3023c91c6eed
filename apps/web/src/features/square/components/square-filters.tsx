import type { FilterList } from '@copytrade/contracts/community';
import type { FeeType } from '@copytrade/contracts/constants';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyScoped } from '@/components/antd-scope/load-scope';
import { PlaceholderBar } from '@/components/placeholder/placeholder';
import { ClosedSelect } from '@/components/plain-select/closed-select';
import type { AccountKind, SquareState } from '../utils/square-query';
import { Chip, RangeFilter } from './range-filter';
import styles from './square-filters.module.css';

const FEE_KEYS: Record<number, 'free' | 'subscription' | 'performance'> = {
  1: 'free',
  2: 'subscription',
  3: 'performance',
};
const SYMBOL_GROUPS = [1, 2, 3, 4, 5] as const;

const loadControls = () => import('./square-filter-controls');
const BrokerCascader = lazyScoped(async () => (await loadControls()).BrokerCascader);
const SymbolSelect = lazyScoped(async () => (await loadControls()).SymbolSelect);

type Props = {
  filters: FilterList;
  state: SquareState;
  /** A filter changed: the next state (page back to 1 is the caller's). */
  onChange: (next: SquareState) => void;
};

function optionsOf(filters: FilterList, key: string) {
  const filter = filters.filters.find((item) => item.key === key);
  return filter?.kind === 'options' ? filter.options : [];
}

/**
 * The square's filters, built from `getfilterlist`: each range filter as chips (with a custom min–max),
 * fee models and account kind as chips, broker and server as one cascader, the symbol as a searchable
 * select grouped by kind. The cascader and the select (antd) are drawn as plain closed boxes until the
 * reader first reaches for one, so the square's first screen loads no antd.
 */
export function SquareFilters({ filters, state, onChange }: Props) {
  const { t } = useTranslation();
  const ranges = filters.filters.filter((filter) => filter.kind === 'range');
  const fees = optionsOf(filters, 'feeTypes');
  const platforms = optionsOf(filters, 'platformIds');
  const servers = optionsOf(filters, 'serverIds');
  const symbols = optionsOf(filters, 'symbol');
  const hasMock = filters.filters.some((filter) => filter.key === 'isMock');

  const cascaderOptions = useMemo(
    () =>
      platforms.map((platform) => ({
        value: Number(platform.value),
        label: platform.label ?? String(platform.value),
        children: servers
          .filter((server) => server.parent === platform.value)
          .map((server) => ({ value: Number(server.value), label: server.label ?? String(server.value) })),
      })),
    [platforms, servers],
  );
  const parentOf = useMemo(
    () => new Map(servers.map((server) => [Number(server.value), server.parent ?? 0])),
    [servers],
  );
  const cascaderValue = [
    ...state.platformIds.map((id) => [id]),
    ...state.serverIds.map((id) => [parentOf.get(id) ?? 0, id]),
  ];

  const symbolOptions = SYMBOL_GROUPS.map((group) => ({
    label: t(`square.symbolGroup.${group}`),
    title: t(`square.symbolGroup.${group}`),
    options: symbols
      .filter((symbol) => symbol.group === group)
      .map((symbol) => ({ value: String(symbol.value), label: String(symbol.value) })),
  })).filter((group) => group.options.length > 0);

  const toggleFee = (fee: FeeType) => {
    const next = state.feeTypes.includes(fee)
      ? state.feeTypes.filter((item) => item !== fee)
      : [...state.feeTypes, fee].sort((a, b) => a - b);
    onChange({ ...state, feeTypes: next });
  };
  const setAccount = (account: AccountKind | null) => onChange({ ...state, account });
  const [reached, setReached] = useState({ broker: false, symbol: false });

  const brokerText = [
    ...state.platformIds.map(
      (id) => cascaderOptions.find((option) => option.value === id)?.label ?? String(id),
    ),
    ...state.serverIds.map(
      (id) => servers.find((server) => Number(server.value) === id)?.label ?? String(id),
    ),
  ].join(t('square.listSeparator'));
  const brokerBox = (
    <ClosedSelect
      id="square-broker"
      text={brokerText}
      placeholder={t('square.filter.anyBroker')}
      className={styles.control}
      onPrepare={BrokerCascader.preload}
      onOpen={() => setReached((now) => ({ ...now, broker: true }))}
    />
  );
  const symbolBox = (
    <ClosedSelect
      id="square-symbol"
      text={state.symbol ?? ''}
      placeholder={t('square.filter.anySymbol')}
      className={styles.control}
      onPrepare={SymbolSelect.preload}
      onOpen={() => setReached((now) => ({ ...now, symbol: true }))}
    />
  );

  return (
    <div className={styles.panelBody}>
      <div className={styles.grid}>
        {ranges.map((definition) => (
          <RangeFilter
            key={definition.key}
            definition={definition}
            value={state.ranges[definition.key]}
            onChange={(value) => {
              const next = { ...state.ranges };
              if (value) next[definition.key] = value;
              else delete next[definition.key];
              onChange({ ...state, ranges: next });
            }}
          />
        ))}
      </div>

      <div className={`${styles.grid} ${styles.optionsGrid}`}>
        {fees.length > 0 ? (
          <div className={styles.row} role="group" aria-label={t('square.filter.fee')}>
            <div className={styles.rowName}>{t('square.filter.fee')}</div>
            <div className={styles.chips}>
              <Chip
                pressed={state.feeTypes.length === 0}
                onClick={() => onChange({ ...state, feeTypes: [] })}
              >
                {t('square.any')}
              </Chip>
              {fees.map((fee) => {
                const value = Number(fee.value) as FeeType;
                const key = FEE_KEYS[value];
                return key ? (
                  <Chip key={value} pressed={state.feeTypes.includes(value)} onClick={() => toggleFee(value)}>
                    {t(`square.fee.${key}`)}
                  </Chip>
                ) : null;
              })}
            </div>
          </div>
        ) : null}

        {hasMock ? (
          <div className={styles.row} role="group" aria-label={t('square.filter.account')}>
            <div className={styles.rowName}>{t('square.filter.account')}</div>
            <div className={styles.chips}>
              <Chip pressed={state.account === null} onClick={() => setAccount(null)}>
                {t('square.any')}
              </Chip>
              <Chip pressed={state.account === 'real'} onClick={() => setAccount('real')}>
                {t('square.filter.real')}
              </Chip>
              <Chip pressed={state.account === 'demo'} onClick={() => setAccount('demo')}>
                {t('square.filter.demo')}
              </Chip>
            </div>
          </div>
        ) : null}

        {platforms.length > 0 ? (
          <div className={styles.row}>
            <label className={styles.rowName} htmlFor="square-broker">
              {t('square.filter.broker')}
            </label>
            {reached.broker ? (
              <Suspense fallback={brokerBox}>
                <BrokerCascader
                  id="square-broker"
                  options={cascaderOptions}
                  value={cascaderValue}
                  placeholder={t('square.filter.anyBroker')}
                  className={styles.control}
                  onChange={(paths) => {
                    const platformIds: number[] = [];
                    const serverIds: number[] = [];
                    for (const path of paths) {
                      if (path.length === 1) platformIds.push(Number(path[0]));
                      else if (path.length >= 2) serverIds.push(Number(path[path.length - 1]));
                    }
                    onChange({
                      ...state,
                      platformIds: platformIds.sort((a, b) => a - b),
                      serverIds: serverIds.sort((a, b) => a - b),
                    });
                  }}
                />
              </Suspense>
            ) : (
              brokerBox
            )}
          </div>
        ) : null}

        {symbols.length > 0 ? (
          <div className={styles.row}>
            <label className={styles.rowName} htmlFor="square-symbol">
              {t('square.filter.symbol')}
            </label>
            {reached.symbol ? (
              <Suspense fallback={symbolBox}>
                <SymbolSelect
                  id="square-symbol"
                  options={symbolOptions}
                  value={state.symbol ?? undefined}
                  placeholder={t('square.filter.anySymbol')}
                  className={styles.control}
                  onChange={(value) => onChange({ ...state, symbol: value ?? null })}
                />
              </Suspense>
            ) : (
              symbolBox
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}

const SKELETON_CHIPS = [48, 56, 64, 64, 72];

function SkeletonRow({ chips }: { chips: readonly number[] | 'select' }) {
  return (
    <div className={styles.row}>
      <div className={styles.rowName}>
        <PlaceholderBar width={72} height={14} />
      </div>
      {chips === 'select' ? (
        <PlaceholderBar height={32} className={styles.control} />
      ) : (
        <div className={styles.chips}>
          {chips.map((width, index) => (
            <PlaceholderBar key={index} width={width} height={28} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * The filters' shape while their list loads: a usual site's rows (eight ranges, then fees, account kind,
 * broker and symbol), so the ranking below does not move when the list arrives.
 */
export function SquareFiltersSkeleton() {
  return (
    <div className={styles.panelBody} aria-hidden>
      <div className={styles.grid}>
        {Array.from({ length: 8 }, (_, index) => (
          <SkeletonRow key={index} chips={SKELETON_CHIPS} />
        ))}
      </div>
      <div className={`${styles.grid} ${styles.optionsGrid}`}>
        <SkeletonRow chips={SKELETON_CHIPS.slice(0, 4)} />
        <SkeletonRow chips={SKELETON_CHIPS.slice(0, 3)} />
        <SkeletonRow chips="select" />
        <SkeletonRow chips="select" />
      </div>
    </div>
  );
}
