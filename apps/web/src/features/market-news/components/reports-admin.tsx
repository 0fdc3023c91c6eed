import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminDailyReport } from '@copytrade/contracts/market-news';
import { Button, DatePicker, Form, Input, Modal, Popconfirm, Table, Tabs, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '@/components/markdown';
import { QueryView } from '@/components/query-view';
import { useAdminDailyReports, useDeleteDailyReport, useSaveDailyReport } from '../api/admin-reports';
import styles from './market-admin.module.css';

const LANGS = ['zh_CN', 'en_US', 'zh_Hant'] as const;
type Lang = (typeof LANGS)[number];
type FormValues = { day: Dayjs } & { [K in `title_${Lang}` | `body_${Lang}`]?: string };

function ReportDialog({ report, onClose }: { report: AdminDailyReport | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveDailyReport();
  const [lang, setLang] = useState<Lang>('zh_CN');
  const body = Form.useWatch(`body_${lang}`, form) ?? '';
  const initial: Partial<FormValues> =
    report === 'new'
      ? { day: dayjs() }
      : {
          day: dayjs(report.day),
          ...Object.fromEntries(
            LANGS.flatMap((l) => [
              [`title_${l}`, report.title[l]],
              [`body_${l}`, report.commentary[l]],
            ]),
          ),
        };
  const submit = (values: FormValues) =>
    save.mutate(
      {
        day: values.day.format('YYYY-MM-DD'),
        title: Object.fromEntries(LANGS.map((l) => [l, values[`title_${l}`] ?? ''])),
        commentary: Object.fromEntries(LANGS.map((l) => [l, values[`body_${l}`] ?? ''])),
      },
      { onSuccess: onClose },
    );
  return (
    <Modal
      open
      title={t(report === 'new' ? 'marketNews.admin.writeReport' : 'marketNews.admin.editReport')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      confirmLoading={save.isPending}
      width={1000}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        requiredMark="optional"
      >
        <Form.Item name="day" label={t('marketNews.admin.day')} rules={[{ required: true }]}>
          <DatePicker disabled={report !== 'new'} allowClear={false} />
        </Form.Item>
        <Tabs
          activeKey={lang}
          onChange={(key) => setLang(key as Lang)}
          items={LANGS.map((l) => ({
            key: l,
            label: t(`marketNews.admin.lang.${l}`),
            forceRender: true,
            children: null,
          }))}
        />
        {LANGS.map((l) => (
          <div key={l} hidden={l !== lang}>
            <Form.Item name={`title_${l}`} label={t('marketNews.admin.reportTitle')} rules={[{ max: 120 }]}>
              <Input />
            </Form.Item>
            <div className={styles.editorGrid}>
              <Form.Item
                name={`body_${l}`}
                label={t('marketNews.admin.commentary')}
                rules={
                  l === 'zh_CN'
                    ? [
                        ({ getFieldValue }) => ({
                          validator: (_, value: string | undefined) =>
                            value?.trim() || (getFieldValue('body_en_US') as string | undefined)?.trim()
                              ? Promise.resolve()
                              : Promise.reject(new Error(t('marketNews.admin.textRequired'))),
                        }),
                      ]
                    : []
                }
              >
                <Input.TextArea
                  className={styles.markdownInput}
                  autoSize={{ minRows: 14, maxRows: 24 }}
                  maxLength={20000}
                />
              </Form.Item>
              <div className={styles.preview}>
                <div className={styles.previewLabel}>{t('marketNews.admin.preview')}</div>
                {l === lang && body ? (
                  <MarkdownView source={body} />
                ) : (
                  <p className={styles.secondary}>{t('marketNews.admin.previewEmpty')}</p>
                )}
              </div>
            </div>
          </div>
        ))}
      </Form>
    </Modal>
  );
}

/** The site admin's daily reports: one commentary per day, written and edited here, newest first. */
export function ReportsAdmin() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const reports = useAdminDailyReports(page, 20);
  const remove = useDeleteDailyReport();
  const [editing, setEditing] = useState<AdminDailyReport | 'new' | null>(null);

  const columns: TableColumnsType<AdminDailyReport> = [
    {
      key: 'day',
      title: t('marketNews.admin.day'),
      width: 130,
      render: (_, r) => <b className={styles.nowrap}>{r.day}</b>,
    },
    {
      key: 'title',
      title: t('marketNews.admin.reportTitle'),
      render: (_, r) => (
        <div className={styles.titles}>
          <span>{r.title.zh_CN || t('marketNews.admin.noTitle')}</span>
          {r.title.en_US ? <span className={styles.secondary}>{r.title.en_US}</span> : null}
        </div>
      ),
    },
    {
      key: 'languages',
      title: t('marketNews.admin.languages'),
      width: 150,
      render: (_, r) =>
        LANGS.filter((l) => r.commentary[l])
          .map((l) => t(`marketNews.admin.langShort.${l}`))
          .join(' · '),
    },
    {
      key: 'updated',
      title: t('marketNews.admin.updated'),
      width: 150,
      render: (_, r) => dayjs(r.updateTime).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: '',
      width: 96,
      fixed: 'right',
      render: (_, r) => (
        <span className={styles.actions}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('marketNews.admin.edit')}
            onClick={() => setEditing(r)}
          />
          <Popconfirm title={t('marketNews.admin.deleteReport')} onConfirm={() => remove.mutate(r.day)}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('marketNews.admin.delete')} />
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <p className={styles.hint}>{t('marketNews.admin.reportHint')}</p>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('marketNews.admin.writeReport')}
        </Button>
      </div>
      <QueryView query={reports}>
        {(data) => (
          <Table<AdminDailyReport>
            rowKey="day"
            size="middle"
            columns={columns}
            dataSource={data.items}
            scroll={{ x: 720 }}
            locale={{ emptyText: t('marketNews.admin.noReports') }}
            pagination={{
              current: page,
              pageSize: 20,
              total: data.total,
              onChange: setPage,
              showSizeChanger: false,
            }}
          />
        )}
      </QueryView>
      {editing ? <ReportDialog report={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
