import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Button, Form, Input, Segmented, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateCell } from '@/components/cells';
import type { DataColumn } from '@/components/data-list';
import { EmptyState } from '@/components/page-states';
import { PagedList, type ListPage } from '@/components/paged-list';
import records from '@/components/records.module.css';
import { useFeedback } from '@/lib/feedback';
import { useListParams, usePagedQuery, type PageQuery } from '@/lib/use-paged-query';
import { DecisionDialog, type DialogError } from './decision-dialog';
import { REVIEW_COUNTS_KEY } from './review-counts';
import styles from './review-queue.module.css';

/** A filter above the list (a state, a kind), in the address as `?<param>=`; the first value is the default. */
export type QueueFilter<F extends string> = {
  param: string;
  values: readonly [F, ...F[]];
  label: (value: F) => string;
  /** The filter's accessible name. */
  name?: string;
};

type StepTexts = {
  /** The button's text, also the OK of its confirmation or dialog. */
  label: string;
  title: string;
  /** The toast once it is done. */
  done: string;
};

/** A pass that asks for nothing: a confirmation with a sentence on what it does. */
type ConfirmPass<T> = StepTexts & {
  ask: 'confirmation';
  content: (row: T) => ReactNode;
  send: (row: T) => Promise<unknown>;
};

/** A pass that asks for something (a partner's rebate level): a dialog with the kind's form fields. */
type FormPass<T, V> = StepTexts & {
  ask: 'form';
  summary: (row: T) => ReactNode;
  fields: ReactNode;
  send: (row: T, values: V) => Promise<unknown>;
};

/** A rejection: a dialog asking for the reason the person reads later. */
type RejectStep<T> = StepTexts & {
  summary?: (row: T) => ReactNode;
  reasonLabel: string;
  placeholder?: string;
  maxLength: number;
  /** The refusal text for a reason (the kind's shared schema, as the server checks it), or null. */
  validate: (reason: string, row: T) => string | null;
  /** Sends the trimmed reason. */
  send: (row: T, reason: string) => Promise<unknown>;
};

/** One kind of review (a real name, a withdrawal, a complaint...): what the queue lists and how it decides. */
export type ReviewQueueConfig<T extends { id: number }, F extends string, K extends QueryKey, V> = {
  /** The list's name (its region and its table). */
  label: string;
  filter?: QueueFilter<F>;
  query: (filter: F | undefined, page: PageQuery) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  /** The kind's own columns; the queue adds the actions. */
  columns: (filter: F | undefined) => DataColumn<T>[];
  rowKey?: (row: T) => string | number;
  /** The row in the buttons' accessible names ("Reject Nia Stone", "Approve Withdrawal #9"). */
  name: (row: T) => string;
  /** When and by whom a decided row was decided; null (or left out) while it waits. */
  decided?: (row: T) => { at: number | null; by?: string | null } | null;
  pass: ConfirmPass<T> | FormPass<T, V>;
  reject: RejectStep<T>;
  /** What a decision makes stale besides the desk's counts: the kind's lists (and the ledger, the payments...). */
  stale: readonly QueryKey[];
  /** How a dialog shows a refusal (null: it went under a field). By default its message, as a title. */
  refusal?: (error: Error, form: FormInstance) => DialogError | null;
  empty: (filter: F | undefined) => { icon: ReactNode; title: string; hint: string };
};

type Step = 'pass' | 'reject';
type RejectValues = { reason: string };

/** A form in a decision dialog, with the row's summary above it. */
function StepDialog<V>({
  open,
  texts,
  danger,
  summary,
  pending,
  error,
  initialValues,
  onSubmit,
  onClose,
  afterClose,
  children,
}: {
  open: boolean;
  texts: StepTexts;
  danger: boolean;
  summary: ReactNode;
  pending: boolean;
  error: DialogError | null;
  initialValues?: Partial<V>;
  onSubmit: (values: V, form: FormInstance<V>) => void;
  onClose: () => void;
  afterClose: () => void;
  children: ReactNode;
}) {
  const [form] = Form.useForm<V>();
  return (
    <DecisionDialog
      open={open}
      title={texts.title}
      okText={texts.label}
      danger={danger}
      summary={summary}
      pending={pending}
      error={error}
      onOk={() => form.submit()}
      onClose={onClose}
      afterClose={afterClose}
    >
      <Form<V>
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        initialValues={initialValues}
        onFinish={(values) => onSubmit(values, form)}
      >
        {children}
      </Form>
    </DecisionDialog>
  );
}

/**
 * The site admin's queue of one kind of review: the filter (in the address), the items a page at a time
 * (a table, cards on a phone), Pass (a confirmation, or a dialog where a pass asks for something) and
 * Reject (a required reason) on waiting rows, when and by whom on decided ones. The server answers a row
 * someone already decided with a refusal, shown as a toast or in the dialog; after every decision, done or
 * refused, the kind's lists and the desk's counts are read again.
 */
export function ReviewQueue<T extends { id: number }, F extends string, K extends QueryKey, V = never>({
  config,
}: {
  config: ReviewQueueConfig<T, F, K, V>;
}) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const { filter: filterConfig, pass, reject } = config;
  const [params, setParam] = useListParams();
  const filter = filterConfig
    ? (filterConfig.values.find((value) => value === params.get(filterConfig.param)) ??
      filterConfig.values[0])
    : undefined;
  const [list, paging] = usePagedQuery((page) => config.query(filter, page));
  const decide = useMutation({
    mutationFn: (send: () => Promise<unknown>) => send(),
    onSettled: () =>
      Promise.all(
        [...config.stale, REVIEW_COUNTS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
  // The row stays while its dialog closes, so the dialog's text does not change under the animation.
  const [dialog, setDialog] = useState<{ row: T; step: Step; open: boolean } | null>(null);
  const [error, setError] = useState<DialogError | null>(null);

  const openDialog = (row: T, step: Step) => {
    setError(null);
    setDialog({ row, step, open: true });
  };
  const closeDialog = () => setDialog((current) => (current ? { ...current, open: false } : null));

  const startPass = (row: T) => {
    if (pass.ask === 'form') {
      openDialog(row, 'pass');
      return;
    }
    void modal.confirm({
      title: pass.title,
      content: pass.content(row),
      okText: pass.label,
      cancelText: t('common.cancel'),
      centered: true,
      onOk: () =>
        decide
          .mutateAsync(() => pass.send(row))
          .then(() => void message.success(pass.done))
          .catch(
            (failure: unknown) =>
              void message.error(failure instanceof Error ? failure.message : String(failure)),
          ),
    });
  };

  const submit = <W,>(send: (row: T) => Promise<unknown>, done: string, form: FormInstance<W>) => {
    if (!dialog) return;
    const { row } = dialog;
    setError(null);
    decide.mutate(() => send(row), {
      onSuccess: () => {
        void message.success(done);
        closeDialog();
      },
      onError: (failure) =>
        setError(config.refusal ? config.refusal(failure, form) : { title: failure.message }),
    });
  };

  const actions = (row: T) => {
    const decided = config.decided?.(row) ?? null;
    if (decided) {
      return (
        <span className={records.person}>
          <DateCell value={decided.at} />
          {decided.by ? <span className={records.personId}>{decided.by}</span> : null}
        </span>
      );
    }
    return (
      <span className={styles.rowActions}>
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          aria-label={`${pass.label} ${config.name(row)}`}
          onClick={() => startPass(row)}
        >
          {pass.label}
        </Button>
        <Button
          size="small"
          danger
          icon={<CloseOutlined aria-hidden />}
          aria-label={`${reject.label} ${config.name(row)}`}
          onClick={() => openDialog(row, 'reject')}
        >
          {reject.label}
        </Button>
      </span>
    );
  };

  const columns: DataColumn<T>[] = [
    ...config.columns(filter),
    { key: 'actions', title: t('reviewQueue.actions'), desktopOnly: true, render: actions },
  ];
  const empty = config.empty(filter);
  const row = dialog?.row;
  const dialogProps = {
    pending: decide.isPending,
    error,
    onClose: closeDialog,
    afterClose: () => setDialog((current) => (current?.open ? current : null)),
  };

  return (
    <section aria-label={config.label}>
      {filterConfig && filter !== undefined ? (
        <div className={styles.toolbar}>
          <Segmented<F>
            size="small"
            aria-label={filterConfig.name}
            value={filter}
            onChange={(value) =>
              setParam(filterConfig.param, value === filterConfig.values[0] ? undefined : value)
            }
            options={filterConfig.values.map((value) => ({ value, label: filterConfig.label(value) }))}
          />
        </div>
      ) : null}
      <PagedList
        list={list}
        paging={paging}
        label={config.label}
        columns={columns}
        rowKey={config.rowKey ?? ((item) => item.id)}
        footer={actions}
        empty={<EmptyState icon={empty.icon} title={empty.title} hint={empty.hint} />}
      />
      {pass.ask === 'form' ? (
        <StepDialog<V>
          {...dialogProps}
          open={dialog?.step === 'pass' && dialog.open}
          texts={pass}
          danger={false}
          summary={row ? pass.summary(row) : null}
          onSubmit={(values, form) => submit((item) => pass.send(item, values), pass.done, form)}
        >
          {pass.fields}
        </StepDialog>
      ) : null}
      <StepDialog<RejectValues>
        {...dialogProps}
        open={dialog?.step === 'reject' && dialog.open}
        texts={reject}
        danger
        summary={row && reject.summary ? reject.summary(row) : null}
        initialValues={{ reason: '' }}
        onSubmit={({ reason }, form) => submit((item) => reject.send(item, reason.trim()), reject.done, form)}
      >
        <Form.Item
          name="reason"
          label={reject.reasonLabel}
          rules={[
            {
              validator: (_rule, value: unknown) => {
                const text = row ? reject.validate(typeof value === 'string' ? value : '', row) : null;
                return text === null ? Promise.resolve() : Promise.reject(new Error(text));
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={reject.maxLength} showCount placeholder={reject.placeholder} />
        </Form.Item>
      </StepDialog>
    </section>
  );
}
