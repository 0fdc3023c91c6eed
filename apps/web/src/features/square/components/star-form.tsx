import type { RecommendedToday } from '@copytrade/contracts/discovery';
import { DEFAULT_RANKING_BODY } from '@copytrade/contracts/ranking';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '@/components/person-avatar';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/zod-rule';
import { useAddRecommendedToday } from '../api/add-recommended-today';
import { useRanking } from '../api/select-by-filter';
import { useUpdateRecommendedToday } from '../api/update-recommended-today';
import { TraderIdentity } from './trader-identity';
import styles from './stars-admin.module.css';

/** The day format of the recommendation calls (the site's day, UTC). */
export const DAY_FORMAT = 'YYYY-MM-DD';
export const REMARK_MAX = 60;
const SORT_MAX = 9999;
const SEARCH_DEBOUNCE_MS = 300;

export type StarFormTarget = { mode: 'add'; today: string } | { mode: 'edit'; row: RecommendedToday };

type Values = {
  mtId?: number;
  startDay?: Dayjs | null;
  endDay?: Dayjs | null;
  sort?: number | null;
  remark?: string;
};

/** Today's UTC day, the first day a new recommendation can show. */
export function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Trade accounts found by the ranking's keyword (nickname or the start of the MT4 login). */
function TraderPicker({
  value,
  onChange,
  id,
}: {
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setKeyword(text.trim().slice(0, 32)), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const body = useMemo(
    () => ({ ...DEFAULT_RANKING_BODY, pageSize: 10, ...(keyword ? { keyword } : {}) }),
    [keyword],
  );
  const found = useRanking(body);
  const options = (found.data?.rows ?? []).map((row) => ({
    value: row.mtAccId,
    label: (
      <span className={styles.option}>
        <PersonAvatar name={row.userName} image={row.image} size={22} />
        <span className={styles.optionName}>{row.userName}</span>
        <span className={styles.optionLogin}>
          #{row.loginOrder} {row.login}
        </span>
      </span>
    ),
  }));
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      value={value}
      onChange={(next) => onChange?.(next)}
      options={options}
      loading={found.isFetching}
      placeholder={t('stars.admin.traderPlaceholder')}
      notFoundContent={found.isFetching ? null : t('stars.admin.noTrader')}
      optionLabelProp="label"
    />
  );
}

/**
 * Add or edit a recommendation: the trade account (found by keyword; fixed when editing), the first and
 * optional last day, the order and the reason (at most 60 characters). The last day may not come before
 * the first; the server's refusals show in the dialog.
 */
export function StarForm({ target, onClose }: { target: StarFormTarget | null; onClose: () => void }) {
  return target ? (
    <StarFormDialog key={target.mode === 'edit' ? target.row.id : 'add'} target={target} onClose={onClose} />
  ) : null;
}

function StarFormDialog({ target, onClose }: { target: StarFormTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const add = useAddRecommendedToday();
  const update = useUpdateRecommendedToday();
  const mutation = target.mode === 'add' ? add : update;
  const [failure, setFailure] = useState<string | null>(null);
  const row = target.mode === 'edit' ? target.row : null;
  const initialValues: Values = row
    ? {
        mtId: row.mtAccId,
        startDay: dayjs(row.startDay, DAY_FORMAT),
        endDay: row.endDay ? dayjs(row.endDay, DAY_FORMAT) : null,
        sort: row.sort,
        remark: row.remark,
      }
    : {
        startDay: dayjs(target.mode === 'add' ? target.today : undefined, DAY_FORMAT),
        endDay: null,
        sort: 0,
        remark: '',
      };

  const submit = async () => {
    setFailure(null);
    const values = await form.validateFields();
    const startDay = values.startDay!.format(DAY_FORMAT);
    const endDay = values.endDay ? values.endDay.format(DAY_FORMAT) : null;
    const sort = values.sort ?? 0;
    const remark = (values.remark ?? '').trim();
    try {
      if (row) await update.mutateAsync({ id: row.id, startDay, endDay, sort, remark });
      else await add.mutateAsync({ mtId: values.mtId!, startDay, endDay, sort, remark });
      onClose();
    } catch (error) {
      if (isApiError(error) && applyFieldErrors(form, error)) return;
      setFailure(error instanceof Error ? error.message : t('common.loadFailed'));
    }
  };

  return (
    <Modal
      open
      title={t(row ? 'stars.admin.editTitle' : 'stars.admin.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        requiredMark="optional"
        className={styles.form}
      >
        {failure ? <Alert type="error" showIcon title={failure} className={styles.formAlert} /> : null}
        {row ? (
          <Form.Item label={t('stars.admin.trader')}>
            <TraderIdentity trader={row} size={32} />
          </Form.Item>
        ) : (
          <Form.Item
            name="mtId"
            label={t('stars.admin.trader')}
            rules={[{ required: true, message: t('stars.admin.traderRequired') }]}
          >
            <TraderPicker />
          </Form.Item>
        )}
        <div className={styles.dayFields}>
          <Form.Item
            name="startDay"
            label={t('stars.admin.startDay')}
            rules={[{ required: true, message: t('stars.admin.startRequired') }]}
          >
            <DatePicker format={DAY_FORMAT} allowClear={false} className={styles.dayPicker} />
          </Form.Item>
          <Form.Item
            name="endDay"
            label={t('stars.admin.endDay')}
            extra={t('stars.admin.endDayHint')}
            dependencies={['startDay']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, value: Dayjs | null | undefined) => {
                  const start = getFieldValue('startDay') as Dayjs | null | undefined;
                  if (value && start && value.format(DAY_FORMAT) < start.format(DAY_FORMAT)) {
                    return Promise.reject(new Error(t('stars.admin.endBeforeStart')));
                  }
                  return Promise.resolve();
                },
              }),
            ]}
          >
            <DatePicker
              format={DAY_FORMAT}
              allowClear
              placeholder={t('stars.admin.untilRemoved')}
              className={styles.dayPicker}
              disabledDate={(day) => {
                const start = form.getFieldValue('startDay') as Dayjs | null | undefined;
                return start ? day.format(DAY_FORMAT) < start.format(DAY_FORMAT) : false;
              }}
            />
          </Form.Item>
        </div>
        <Form.Item name="sort" label={t('stars.admin.sort')} extra={t('stars.admin.sortHint')}>
          <InputNumber min={0} max={SORT_MAX} precision={0} className={styles.sortInput} />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('stars.admin.remark')}
          extra={t('stars.admin.remarkHint')}
          rules={[{ max: REMARK_MAX, message: t('stars.admin.remarkTooLong', { count: REMARK_MAX }) }]}
        >
          <Input.TextArea
            maxLength={REMARK_MAX}
            showCount
            rows={2}
            placeholder={t('stars.admin.remarkPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
