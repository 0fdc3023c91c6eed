import type { SymbolRow } from '@copytrade/contracts/accounts';
import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { EditOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/query-view';
import { useFeedback } from '@/lib/feedback';
import { formatDate } from '@/lib/format';
import { useAccountSymbols } from '../api/query-mam-user-symbols';
import { useStandardSymbols } from '../api/query-standard-symbols';
import { useSyncSymbols } from '../api/sync-mam-user-symbols';
import { useUpdateSymbols } from '../api/update-mam-user-symbols';
import { symbolStatusView, symbolTypeKey } from '../utils/symbol-labels';
import styles from './currency-pairs-dialog.module.css';

export type CurrencyPairsDialogProps = {
  /** The account whose symbols are shown; null closes the dialog. */
  mtAccId: number | null;
  onClose: () => void;
};

/** Rows whose standard symbol differs from the loaded one: what a save sends. */
export function changedSymbols(rows: readonly SymbolRow[], edits: Readonly<Record<number, string>>) {
  return rows
    .filter((row) => Object.hasOwn(edits, row.id) && (edits[row.id] ?? '') !== row.standardSymbol)
    .map((row) => ({ id: row.id, standardSymbol: edits[row.id] ?? '' }));
}

/**
 * The account currency-pairs dialog (spec 2 Other UI, 4 Dialogs, 8 Toasts): each symbol of the account
 * with the standard symbol it maps to (EURUSD.m -> EURUSD), which is how copies find the follower's
 * symbol. Edit maps symbols; save returns to view and closes; refresh asks first, then queues a re-read
 * of the account's symbols that completes within 24 hours.
 */
export function CurrencyPairsDialog({ mtAccId, onClose }: CurrencyPairsDialogProps) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const open = mtAccId !== null;
  const symbols = useAccountSymbols(mtAccId ?? 0, open);
  const [editing, setEditing] = useState(false);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [search, setSearch] = useState('');
  const standard = useStandardSymbols(open && editing);
  const update = useUpdateSymbols();
  const sync = useSyncSymbols();
  const data = symbols.data;

  const rows = useMemo(() => {
    const list = data?.symbolList ?? [];
    const needle = search.trim().toLowerCase();
    if (!needle) return list;
    return list.filter(
      (row) =>
        row.symbol.toLowerCase().includes(needle) ||
        row.standardSymbol.toLowerCase().includes(needle) ||
        row.symbolDesc.toLowerCase().includes(needle),
    );
  }, [data, search]);

  const standardOptions = useMemo(
    () => (standard.data ?? []).map((item) => ({ value: item.symbol, label: item.symbol })),
    [standard.data],
  );

  const close = () => {
    setEditing(false);
    setEdits({});
    setSearch('');
    onClose();
  };

  const save = () => {
    if (!data) return;
    const symbolS = changedSymbols(data.symbolList, edits);
    if (symbolS.length === 0) {
      setEditing(false);
      setEdits({});
      return;
    }
    update.mutate(
      { mtAccountId: data.mtAccId, symbolS },
      {
        onSuccess: () => {
          void message.success(t('accounts.symbols.saved'));
          close();
        },
      },
    );
  };

  const confirmRefresh = () => {
    if (!data) return;
    modal.confirm({
      title: t('accounts.symbols.refreshTitle'),
      content: t('accounts.symbols.refreshConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await sync.mutateAsync(data.mtAccId);
        void message.success(t('accounts.symbols.refreshQueued'));
      },
    });
  };

  const columns: TableColumnsType<SymbolRow> = [
    { title: t('accounts.symbols.symbol'), dataIndex: 'symbol', key: 'symbol', width: 130 },
    {
      title: t('accounts.symbols.description'),
      dataIndex: 'symbolDesc',
      key: 'symbolDesc',
      ellipsis: true,
    },
    {
      title: t('accounts.symbols.standardSymbol'),
      key: 'standardSymbol',
      width: editing ? 200 : 140,
      render: (_value, row) =>
        editing ? (
          <Select<string>
            className={styles.standardSelect}
            aria-label={`${t('accounts.symbols.standardSymbol')} ${row.symbol}`}
            value={(Object.hasOwn(edits, row.id) ? edits[row.id] : row.standardSymbol) || undefined}
            placeholder={t('accounts.symbols.unboundPlaceholder')}
            options={standardOptions}
            loading={standard.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            onChange={(value) => setEdits((prev) => ({ ...prev, [row.id]: value ?? '' }))}
          />
        ) : (
          <span className={row.standardSymbol ? styles.standard : styles.none}>
            {row.standardSymbol || '—'}
          </span>
        ),
    },
    {
      title: t('accounts.symbols.type'),
      dataIndex: 'symbolType',
      key: 'symbolType',
      width: 100,
      render: (value: number) => t(`accounts.symbols.types.${symbolTypeKey(value)}`),
    },
    {
      title: t('accounts.symbols.status'),
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (value: number) => {
        const view = symbolStatusView(value);
        return <Tag color={view.color}>{t(`accounts.symbols.${view.key}`)}</Tag>;
      },
    },
  ];

  const title = data ? (
    <span className={styles.title}>
      {t('accounts.symbols.title')}
      <span className={styles.account}>
        #{data.loginOrder} {data.login} · {data.platformName}
      </span>
    </span>
  ) : (
    t('accounts.symbols.title')
  );

  const footer = editing
    ? [
        <Button
          key="cancel"
          onClick={() => {
            setEditing(false);
            setEdits({});
          }}
        >
          {t('accounts.symbols.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={update.isPending} onClick={save}>
          {t('accounts.symbols.save')}
        </Button>,
      ]
    : [
        <Button key="refresh" icon={<ReloadOutlined />} disabled={!data} onClick={confirmRefresh}>
          {t('accounts.symbols.refresh')}
        </Button>,
        <Button
          key="edit"
          type="primary"
          icon={<EditOutlined />}
          disabled={!data}
          onClick={() => setEditing(true)}
        >
          {t('accounts.symbols.edit')}
        </Button>,
      ];

  // The table shows its own loading state; a failed load puts the retry in its place.
  const content = (
    <>
      <div className={styles.toolbar}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('accounts.symbols.search')}
          aria-label={t('accounts.symbols.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={styles.search}
        />
        <span className={styles.meta}>
          {data ? t('accounts.symbols.count', { count: data.symbolList.length }) : null}
          {data ? ' · ' : null}
          {data?.symbolUpdateTime
            ? t('accounts.symbols.updatedAt', { time: formatDate(data.symbolUpdateTime) })
            : data
              ? t('accounts.symbols.neverUpdated')
              : null}
        </span>
      </div>
      {editing ? (
        <Alert type="info" showIcon className={styles.hint} title={t('accounts.symbols.editHint')} />
      ) : null}
      <Table<SymbolRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={symbols.isLoading}
        pagination={false}
        scroll={{ y: 420 }}
        locale={{ emptyText: t('accounts.symbols.empty') }}
      />
    </>
  );

  return (
    <Modal
      open={open}
      title={title}
      width={DIALOG_WIDTHS.XL}
      onCancel={close}
      footer={footer}
      destroyOnHidden
      centered
    >
      <QueryView query={symbols} loading={content} message={false}>
        {() => content}
      </QueryView>
    </Modal>
  );
}
