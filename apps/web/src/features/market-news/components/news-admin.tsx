import { DeleteOutlined, EditOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminNewsFlash, NewsImportRow } from '@copytrade/contracts/market-news';
import {
  Button,
  DatePicker,
  Form,
  Input,
  Modal,
  Popconfirm,
  Switch,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/query-view';
import {
  previewNewsImport,
  useAdminNewsFlashes,
  useDeleteNewsFlash,
  useImportNews,
  useSaveNewsFlash,
} from '../api/admin-news';
import { ImportDialog } from './import-dialog';
import styles from './market-admin.module.css';

type FormValues = { time: Dayjs; important: boolean; zh_CN?: string; en_US?: string; zh_Hant?: string };

function FlashDialog({ item, onClose }: { item: AdminNewsFlash | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveNewsFlash();
  const initial: Partial<FormValues> =
    item === 'new'
      ? { time: dayjs(), important: false }
      : { time: dayjs(item.time), important: item.important, ...item.content };
  const submit = (values: FormValues) =>
    save.mutate(
      {
        ...(item === 'new' ? {} : { flashId: item.flashId }),
        time: values.time.valueOf(),
        important: values.important,
        content: { zh_CN: values.zh_CN ?? '', en_US: values.en_US ?? '', zh_Hant: values.zh_Hant ?? '' },
      },
      { onSuccess: onClose },
    );
  return (
    <Modal
      open
      title={t(item === 'new' ? 'marketNews.admin.addFlash' : 'marketNews.admin.editFlash')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={item === 'new' ? t('marketNews.admin.publish') : t('common.save')}
      confirmLoading={save.isPending}
      width={620}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        requiredMark="optional"
      >
        <div className={styles.formGrid}>
          <Form.Item name="time" label={t('marketNews.admin.localTime')} rules={[{ required: true }]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" className={styles.full} />
          </Form.Item>
          <Form.Item name="important" label={t('marketNews.flash.important')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
        <Form.Item name="zh_CN" label={t('marketNews.admin.textZhCN')} rules={[{ max: 1000 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount maxLength={1000} />
        </Form.Item>
        <Form.Item
          name="en_US"
          label={t('marketNews.admin.textEnUS')}
          dependencies={['zh_CN']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                value?.trim() || (getFieldValue('zh_CN') as string | undefined)?.trim()
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('marketNews.admin.textRequired'))),
            }),
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount maxLength={1000} />
        </Form.Item>
        <Form.Item name="zh_Hant" label={t('marketNews.admin.textZhHant')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The site admin's news flash: the items newest first, add / edit / delete, the CSV import. */
export function NewsAdmin() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const flashes = useAdminNewsFlashes(page, pageSize);
  const remove = useDeleteNewsFlash();
  const importNews = useImportNews();
  const [editing, setEditing] = useState<AdminNewsFlash | 'new' | null>(null);
  const [importing, setImporting] = useState(false);

  const columns: TableColumnsType<AdminNewsFlash> = [
    {
      key: 'time',
      title: t('marketNews.calendar.time'),
      width: 150,
      render: (_, f) => <span className={styles.nowrap}>{dayjs(f.time).format('YYYY-MM-DD HH:mm')}</span>,
    },
    {
      key: 'text',
      title: t('marketNews.admin.text'),
      render: (_, f) => (
        <div className={styles.titles}>
          <span className={f.important ? styles.importantText : undefined}>
            {f.important ? <Tag color="error">{t('marketNews.flash.important')}</Tag> : null}
            {f.content.zh_CN}
          </span>
          {f.content.en_US ? <span className={styles.secondary}>{f.content.en_US}</span> : null}
        </div>
      ),
    },
    {
      key: 'state',
      title: '',
      width: 90,
      render: (_, f) =>
        f.time > Date.now() ? <Tag color="blue">{t('marketNews.admin.scheduled')}</Tag> : null,
    },
    {
      key: 'actions',
      title: '',
      width: 96,
      fixed: 'right',
      render: (_, f) => (
        <span className={styles.actions}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('marketNews.admin.edit')}
            onClick={() => setEditing(f)}
          />
          <Popconfirm title={t('marketNews.admin.deleteFlash')} onConfirm={() => remove.mutate(f.flashId)}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('marketNews.admin.delete')} />
          </Popconfirm>
        </span>
      ),
    },
  ];

  const previewColumns: TableColumnsType<NewsImportRow> = [
    { key: 'line', title: t('marketNews.admin.line'), dataIndex: 'line', width: 60 },
    {
      key: 'time',
      title: t('marketNews.calendar.time'),
      width: 150,
      render: (_, r) => dayjs(r.time).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'important',
      title: t('marketNews.flash.important'),
      width: 80,
      render: (_, r) => (r.important ? <Tag color="error">{t('marketNews.flash.important')}</Tag> : '—'),
    },
    { key: 'text', title: t('marketNews.admin.text'), render: (_, r) => r.content.zh_CN },
  ];

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <p className={styles.hint}>{t('marketNews.admin.flashHint')}</p>
        <div className={styles.actions}>
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('marketNews.admin.import')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('marketNews.admin.addFlash')}
          </Button>
        </div>
      </div>
      <QueryView query={flashes}>
        {(data) => (
          <Table<AdminNewsFlash>
            rowKey="flashId"
            size="middle"
            columns={columns}
            dataSource={data.items}
            scroll={{ x: 760 }}
            locale={{ emptyText: t('marketNews.admin.noFlashes') }}
            pagination={{
              current: page,
              pageSize,
              total: data.total,
              showSizeChanger: true,
              onChange: (next, size) => {
                setPage(size === pageSize ? next : 1);
                setPageSize(size);
              },
            }}
          />
        )}
      </QueryView>
      {editing ? <FlashDialog item={editing} onClose={() => setEditing(null)} /> : null}
      <ImportDialog<NewsImportRow>
        open={importing}
        onClose={() => setImporting(false)}
        title={t('marketNews.admin.importFlashes')}
        accept=".csv,text/csv"
        help={
          <>
            <p>{t('marketNews.admin.flashCsvHelp')}</p>
            <pre className={styles.sample}>
              {
                'time,important,text_zh_CN,text_en_US\n2026-01-09 13:31,1,美国12月非农就业人数 5.0 万,US December payrolls 50K'
              }
            </pre>
          </>
        }
        preview={(file) => previewNewsImport({ format: 'csv', text: file.text })}
        commit={(file) => importNews.mutateAsync({ format: 'csv', text: file.text })}
        columns={previewColumns}
      />
    </div>
  );
}
