import type { Platform } from '@copytrade/contracts/accounts';
import { TIMINGS_MS } from '@copytrade/contracts/constants';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatforms } from '../api/get-platform-info';

export type PlatformSelectProps = {
  id?: string;
  value?: number;
  onChange?: (platformId: number | undefined) => void;
  disabled?: boolean;
};

/**
 * The broker select of the bind and demo forms: searchable; what is typed is sent to getPlatformInfo as
 * `platformName` once typing pauses for the autocomplete delay (spec 9: 1 s).
 */
export function PlatformSelect({ id, value, onChange, disabled }: PlatformSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<Platform | null>(null);

  useEffect(() => {
    if (search.trim() === term) return undefined;
    const timer = setTimeout(() => setTerm(search.trim()), TIMINGS_MS.AUTOCOMPLETE_DELAY);
    return () => clearTimeout(timer);
  }, [search, term]);

  const platforms = usePlatforms(term);
  const options = useMemo(() => {
    const list = platforms.data ?? [];
    // The chosen broker keeps its name when a later search no longer lists it.
    const all = chosen && !list.some((p) => p.platformId === chosen.platformId) ? [chosen, ...list] : list;
    return all.map((platform) => ({ value: platform.platformId, label: platform.platformName }));
  }, [platforms.data, chosen]);

  return (
    <Select<number>
      id={id}
      value={value}
      disabled={disabled}
      placeholder={t('accounts.bind.platformPlaceholder')}
      loading={platforms.isFetching}
      options={options}
      showSearch={{ filterOption: false, searchValue: search, onSearch: setSearch }}
      onChange={(next) => {
        const platform = platforms.data?.find((p) => p.platformId === next) ?? null;
        if (platform) setChosen(platform);
        setSearch('');
        onChange?.(next);
      }}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
    />
  );
}
