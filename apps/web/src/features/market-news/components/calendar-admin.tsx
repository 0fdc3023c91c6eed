import {
  DeleteOutlined,
  EditOutlined,
  ImportOutlined,
  LeftOutlined,
  PlusOutlined,
  RightOutlined,
} from '@ant-design/icons';
import {
  MARKET_COUNTRIES,
  MARKET_COUNTRY_CODES,
  type AdminCalendarEvent,
  type CalendarImportRow,
  type MarketCountry,
} from '@copytrade/contracts/market-news';
import {
  Button,
  DatePicker,
  Form,
  Input,
  Modal,
  Popconfirm,
  Segmented,
  Select,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/query-view';
import {
  previewCalendarImport,
  useAdminCalendarEvents,
  useDeleteCalendarEvent,
  useImportCalendar,
  useSaveCalendarEvent,
} from '../api/admin-calendar';
import { CountryBadge } from './country-badge';
import { ImportDialog } from './import-dialog';
import { Importance, importanceKey } from './importance';
import styles from './market-admin.module.css';

type FormValues = {
  time: Dayjs;
  country: MarketCountry;
  currency?: string;
  importance: number;
  zh_CN?: string;
  en_US?: string;
  zh_Hant?: string;
  actual?: string;
  forecast?: string;
  previous?: string;
};

const monday = (d: Dayjs) => d.startOf('day').subtract((d.day() + 6) % 7, 'day');

function EventDialog({ event, onClose }: { event: AdminCalendarEvent | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveCalendarEvent();
  const initial: Partial<FormValues> =
    event === 'new'
      ? { time: dayjs().add(1, 'hour').startOf('hour'), country: 'US', importance: 2 }
      : {
          time: dayjs(event.time),
          country: event.country as MarketCountry,
          currency: event.currency,
          importance: event.importance,
          ...event.title,
          actual: event.actual,
          forecast: event.forecast,
          previous: event.previous,
        };
  const submit = (values: FormValues) =>
    save.mutate(
      {
        ...(event === 'new' ? {} : { eventId: event.eventId }),
        time: values.time.valueOf(),
        country: values.country,
        currency: values.currency?.trim() || MARKET_COUNTRIES[values.country],
        importance: values.importance,
        title: { zh_CN: values.zh_CN ?? '', en_US: values.en_US ?? '', zh_Hant: values.zh_Hant ?? '' },
        actual: values.actual ?? '',
        forecast: values.forecast ?? '',
        previous: values.previous ?? '',
      },
      { onSuccess: onClose },
    );
  return (
    <Modal
      open
      title={t(event === 'new' ? 'marketNews.admin.addEvent' : 'marketNews.admin.editEvent')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      confirmLoading={save.isPending}
      width={640}
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
          <Form.Item name="country" label={t('marketNews.calendar.country')} rules={[{ required: true }]}>
            <Select
              showSearch
              optionFilterProp="label"
              onChange={(value: MarketCountry) => form.setFieldValue('currency', MARKET_COUNTRIES[value])}
              options={MARKET_COUNTRY_CODES.map((code) => ({
                value: code,
                label: `${code} · ${t(`marketNews.countries.${code}`)}`,
              }))}
            />
          </Form.Item>
          <Form.Item name="currency" label={t('marketNews.admin.currency')}>
            <Input maxLength={3} placeholder="USD" />
          </Form.Item>
          <Form.Item
            name="importance"
            label={t('marketNews.calendar.importance')}
            rules={[{ required: true }]}
          >
            <Segmented<number>
              options={[1, 2, 3].map((level) => ({
                value: level,
                label: t(importanceKey(level)),
              }))}
            />
          </Form.Item>
        </div>
        <Form.Item name="zh_CN" label={t('marketNews.admin.titleZhCN')} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="en_US"
          label={t('marketNews.admin.titleEnUS')}
          dependencies={['zh_CN']}
          rules={[
            { max: 200 },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                value?.trim() || (getFieldValue('zh_CN') as string | undefined)?.trim()
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('marketNews.admin.titleRequired'))),
            }),
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="zh_Hant" label={t('marketNews.admin.titleZhHant')} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
        <div className={styles.formGrid3}>
          {(['actual', 'forecast', 'previous'] as const).map((name) => (
            <Form.Item key={name} name={name} label={t(`marketNews.calendar.${name}`)} rules={[{ max: 20 }]}>
              <Input placeholder={name === 'actual' ? '3.2%' : name === 'forecast' ? '215K' : '-0.1%'} />
            </Form.Item>
          ))}
        </div>
      </Form>
    </Modal>
  );
}

/** The site admin's calendar: a week's events, add / edit / delete, and the CSV / iCalendar import. */
export function CalendarAdmin() {
  const { t } = useTranslation();
  const [week, setWeek] = useState(() => monday(dayjs()));
  const from = week.valueOf();
  const to = week.add(7, 'day').valueOf();
  const events = useAdminCalendarEvents(from, to);
  const remove = useDeleteCalendarEvent();
  const importCalendar = useImportCalendar();
  const [editing, setEditing] = useState<AdminCalendarEvent | 'new' | null>(null);
  const [importing, setImporting] = useState(false);

  const columns: TableColumnsType<AdminCalendarEvent> = [
    {
      key: 'time',
      title: t('marketNews.calendar.time'),
      width: 130,
      render: (_, e) => <span className={styles.nowrap}>{dayjs(e.time).format('MM-DD ddd HH:mm')}</span>,
    },
    {
      key: 'country',
      title: t('marketNews.calendar.country'),
      width: 100,
      render: (_, e) => <CountryBadge country={e.country} currency={e.currency} compact />,
    },
    {
      key: 'importance',
      title: t('marketNews.calendar.importance'),
      width: 90,
      render: (_, e) => <Importance level={e.importance} />,
    },
    {
      key: 'title',
      title: t('marketNews.calendar.event'),
      render: (_, e) => (
        <div className={styles.titles}>
          <span>{e.title.zh_CN}</span>
          {e.title.en_US ? <span className={styles.secondary}>{e.title.en_US}</span> : null}
        </div>
      ),
    },
    {
      key: 'actual',
      title: t('marketNews.calendar.actual'),
      align: 'right',
      width: 90,
      render: (_, e) => (e.actual ? <b>{e.actual}</b> : <Tag>{t('marketNews.calendar.pending')}</Tag>),
    },
    {
      key: 'forecast',
      title: t('marketNews.calendar.forecast'),
      dataIndex: 'forecast',
      align: 'right',
      width: 90,
    },
    {
      key: 'previous',
      title: t('marketNews.calendar.previous'),
      dataIndex: 'previous',
      align: 'right',
      width: 90,
    },
    {
      key: 'actions',
      title: '',
      width: 96,
      fixed: 'right',
      render: (_, e) => (
        <span className={styles.actions}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={t('marketNews.admin.edit')}
            onClick={() => setEditing(e)}
          />
          <Popconfirm title={t('marketNews.admin.deleteEvent')} onConfirm={() => remove.mutate(e.eventId)}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('marketNews.admin.delete')} />
          </Popconfirm>
        </span>
      ),
    },
  ];

  const previewColumns: TableColumnsType<CalendarImportRow> = [
    { key: 'line', title: t('marketNews.admin.line'), dataIndex: 'line', width: 60 },
    {
      key: 'time',
      title: t('marketNews.calendar.time'),
      width: 140,
      render: (_, r) => dayjs(r.time).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'country',
      title: t('marketNews.calendar.country'),
      width: 90,
      render: (_, r) => <CountryBadge country={r.country} currency={r.currency} compact />,
    },
    {
      key: 'importance',
      title: t('marketNews.calendar.importance'),
      width: 80,
      render: (_, r) => <Importance level={r.importance} />,
    },
    { key: 'title', title: t('marketNews.calendar.event'), render: (_, r) => r.title.zh_CN },
    {
      key: 'figures',
      title: `${t('marketNews.calendar.actual')} / ${t('marketNews.calendar.forecast')} / ${t('marketNews.calendar.previous')}`,
      width: 170,
      render: (_, r) => [r.actual || '—', r.forecast || '—', r.previous || '—'].join(' / '),
    },
    {
      key: 'existing',
      title: '',
      width: 80,
      render: (_, r) => (
        <Tag color={r.existing ? 'blue' : 'green'}>
          {t(r.existing ? 'marketNews.admin.willUpdate' : 'marketNews.admin.willAdd')}
        </Tag>
      ),
    },
  ];

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <div className={styles.weekNav}>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('marketNews.calendar.previousWeek')}
            onClick={() => setWeek(week.subtract(7, 'day'))}
          />
          <DatePicker
            picker="week"
            value={week}
            allowClear={false}
            format={() => `${week.format('YYYY-MM-DD')} – ${week.add(6, 'day').format('MM-DD')}`}
            onChange={(value: Dayjs | null) => value && setWeek(monday(value))}
          />
          <Button
            icon={<RightOutlined />}
            aria-label={t('marketNews.calendar.nextWeek')}
            onClick={() => setWeek(week.add(7, 'day'))}
          />
          <Button type="link" onClick={() => setWeek(monday(dayjs()))}>
            {t('marketNews.calendar.thisWeek')}
          </Button>
        </div>
        <div className={styles.actions}>
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('marketNews.admin.import')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('marketNews.admin.addEvent')}
          </Button>
        </div>
      </div>
      <QueryView query={events}>
        {(rows) => (
          <Table<AdminCalendarEvent>
            rowKey="eventId"
            size="middle"
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 900, y: 560 }}
            locale={{ emptyText: t('marketNews.admin.noEvents') }}
          />
        )}
      </QueryView>
      <p className={styles.hint}>{t('marketNews.admin.timesLocal', { zone: dayjs().format('Z') })}</p>
      {editing ? <EventDialog event={editing} onClose={() => setEditing(null)} /> : null}
      <ImportDialog<CalendarImportRow>
        open={importing}
        onClose={() => setImporting(false)}
        title={t('marketNews.admin.importCalendar')}
        accept=".csv,.ics,text/csv,text/calendar"
        help={
          <>
            <p>{t('marketNews.admin.calendarCsvHelp')}</p>
            <pre className={styles.sample}>
              {
                'time,country,importance,title_zh_CN,title_en_US,actual,forecast,previous\n2026-01-09T13:30:00Z,US,3,美国12月非农就业人数,US Nonfarm Payrolls,,60K,64K'
              }
            </pre>
            <p>{t('marketNews.admin.calendarIcsHelp')}</p>
          </>
        }
        preview={(file) => previewCalendarImport({ format: file.format, text: file.text })}
        commit={(file) => importCalendar.mutateAsync({ format: file.format, text: file.text })}
        columns={previewColumns}
      />
    </div>
  );
}
