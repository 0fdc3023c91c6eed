import type { AccountDetail } from '@copytrade/contracts/accounts';
import { ACC_TYPE, COPY_TYPE, DIALOG_WIDTHS, FEE_TYPE } from '@copytrade/contracts/constants';
import { formatMoney } from '@copytrade/contracts/number-format';
import { STATUS } from '@copytrade/contracts/status-codes';
import type { FollowerCopyPreviewInput } from '@copytrade/contracts/preview';
import { followAccountIdSchema, isWithinBalance } from '@copytrade/contracts/validators';
import { InfoCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, InputNumber, Modal, Radio, Select, Steps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { FeeModel } from '@/components/fee-model';
import { LoginPrompt } from '@/components/login-prompt';
import { currentLocale } from '@/i18n/locale';
import { accountName, useTradeAccounts } from '@/lib/account-session';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useFeedback } from '@/lib/feedback';
import { useCenterPath } from '@/lib/use-center-path';
import { formatDate } from '@/lib/format';
import { PATHS, traderPath } from '@/lib/paths';
import { bindForSubscribePath } from '@/lib/return-to';
import { useSubscriptionFee } from '@/lib/subscription-fee';
import { zodRule } from '@/lib/zod-rule';
import { CopyLimitDialog } from '@/components/limit-dialogs/limit-dialogs';
import { TradeLimitGate } from '@/components/limit-dialogs/trade-limit-gate';
import { usageLimitsQueryKey, useUsageLimits } from '@/components/limit-dialogs/use-usage-limits';
import { useCreateSubscription } from '../api/create-subscription';
import { useFollowAccounts } from '../api/get-copy-login-all';
import { useSiteSubscriptionStatus } from '@/components/copy-trading/api/query-site-subscription-status';
import { useTradeSettingsDefaults } from '@/components/copy-trading/api/query-trade-settings';
import {
  copyValueOf,
  createBody,
  DEFAULT_SUBSCRIBE_VALUES,
  prefillFromTradeSettings,
  settingsBody,
  VALIDITY_DAYS,
  type SubscribeValues,
} from '@/components/copy-trading/utils/settings';
import { MasterSummaryCard, type MasterSummary } from '@/components/copy-trading/master-summary';
import { SettingsSummary } from './settings-summary';
import { SubscriptionSettingsFields } from '@/components/copy-trading/subscription-settings-fields';
import styles from '@/components/copy-trading/subscribe.module.css';

/** Fields checked before the confirmation step (the tick is checked on confirm). */
const SETTINGS_FIELDS = [
  'followAccountId',
  'copyType',
  'lots',
  'ratio',
  'direction',
  'maxOpenPositions',
  'maxTotalLots',
  'maxRatio',
  'partialClose',
  'validity',
  'validityDays',
] as const;

/** The fields trade settings prefill (prefillFromTradeSettings). */
const PREFILLED_FIELDS = ['copyType', 'lots', 'ratio', 'direction', 'maxOpenPositions'] as const;

export type SubscribeDialogProps = {
  /** The trade account to copy; null closes the dialog. */
  master: MasterSummary | null;
  onClose: () => void;
  /** The follow account to choose (one just bound from the dialog's bind link), when it is the user's. */
  followAccountId?: number;
  /**
   * The copy preview under the settings (issue 13), composed by the app: the request for the chosen follow
   * account and the settings as typed, null until they are complete.
   */
  renderPreview?: (request: FollowerCopyPreviewInput | null) => ReactNode;
};

/** The copy preview's request for the form's values; null until a follow account and the mode's value are set. */
function previewRequest(mtId: number, values: SubscribeValues | undefined): FollowerCopyPreviewInput | null {
  if (!values?.followAccountId) return null;
  if (values.copyType !== COPY_TYPE.SMART_RATIO && copyValueOf(values) === null) return null;
  return { mtId, followAccountId: values.followAccountId, ...settingsBody(values) };
}

/** The day a paid term bought today would end (the term starts when the payment is confirmed). */
function termEnd(days: number): string {
  return formatDate(Date.now() + days * 24 * 60 * 60 * 1000, 'YYYY-MM-DD');
}

function followLabel(account: AccountDetail): string {
  return `${accountName(account)} · ${account.serverName}`;
}

/**
 * The follow account to start with: the one asked for (just bound), else the current account when it is a
 * follow account, else the first.
 */
function initialFollowAccount(
  accounts: readonly AccountDetail[],
  current: { mtAccId: number; accType: number } | null,
  wanted?: number,
): number | undefined {
  if (wanted !== undefined && accounts.some((a) => a.mtAccId === wanted)) return wanted;
  if (current?.accType === ACC_TYPE.FOLLOW && accounts.some((a) => a.mtAccId === current.mtAccId)) {
    return current.mtAccId;
  }
  return accounts[0]?.mtAccId;
}

/**
 * The subscribe flow (spec 2: pick follower account, follow mode, direction, confirm and pay): the trader
 * and his fee model, the follow settings, then a confirmation that needs the "I have read" tick before
 * createSubscription. Free subscriptions start at once; the pay step comes with payments. On success the
 * subscription list opens.
 */
export function SubscribeDialog({ master, onClose, followAccountId, renderPreview }: SubscribeDialogProps) {
  // A fresh form for each trader the dialog opens for.
  return master ? (
    <SubscribeForm
      key={master.mtAccId}
      master={master}
      onClose={onClose}
      wantedAccount={followAccountId}
      renderPreview={renderPreview}
    />
  ) : null;
}

function SubscribeForm({
  master,
  onClose,
  wantedAccount,
  renderPreview,
}: {
  master: MasterSummary;
  onClose: () => void;
  wantedAccount: number | undefined;
  renderPreview: SubscribeDialogProps['renderPreview'];
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const center = useCenterPath();
  const signedIn = user !== null;
  const [form] = Form.useForm<SubscribeValues>();
  const [step, setStep] = useState<0 | 1>(0);
  const [review, setReview] = useState<SubscribeValues | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The "I have read" tick sits in the dialog's footer, beside the button it enables, always in view.
  const [readConfirmed, setReadConfirmed] = useState(false);
  const { current } = useTradeAccounts();
  const follow = useFollowAccounts(signedIn);
  const status = useSiteSubscriptionStatus();
  const fee = useSubscriptionFee(signedIn ? master.mtAccId : undefined);
  const create = useCreateSubscription();
  // The platform's limits (issue 15): subscriptions held (userCopyLimit), trades copied this month.
  const usage = useUsageLimits();
  const queryClient = useQueryClient();
  const [copyLimited, setCopyLimited] = useState(false);
  const tradeSettings = useTradeSettingsDefaults(signedIn);
  // preserve: the confirmation step still reads the settings whose fields are not shown any more.
  const followAccountId = Form.useWatch('followAccountId', { form, preserve: true });
  const validity = Form.useWatch('validity', { form, preserve: true });
  const watched = Form.useWatch((values: SubscribeValues) => values, { form, preserve: true });
  const top = useRef<HTMLDivElement>(null);

  const accounts = follow.data ?? [];
  const chosen = accounts.find((account) => account.mtAccId === followAccountId) ?? null;
  const reverseAllowed = status.data?.reverseAllowed ?? false;
  const siteOpen = status.data?.open ?? true;
  const balanceMin = fee.data?.followerBalanceMin ?? null;
  const belowMin = chosen !== null && balanceMin !== null && !isWithinBalance(balanceMin, chosen.balance);
  // A subscription fee buys its own term (the trader's days from the payment's confirmation): the validity
  // is that term, never "until cancelled", and no other choice is offered.
  const paidTerm =
    fee.data && !fee.data.isFree && fee.data.feeType === FEE_TYPE.SUBSCRIPTION ? fee.data.validityDays : null;
  const bindPath = bindForSubscribePath(traderPath(master.mtAccId));

  // Start from the user's trade settings (dealV) once they are in, unless he already changed a field.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !tradeSettings.data || !status.data) return;
    prefilled.current = true;
    const values = prefillFromTradeSettings(tradeSettings.data, status.data.reverseAllowed);
    if (!values || form.isFieldsTouched([...PREFILLED_FIELDS])) return;
    form.setFieldsValue(values);
  }, [tradeSettings.data, status.data, form]);

  // Each step starts at the top of the dialog.
  useEffect(() => {
    // A block body: Chromium's scrollIntoView returns a Promise, which React would take for a cleanup.
    void top.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);

  // An account just bound may be missing from a list fetched before the bind: read the list again once.
  const refetched = useRef(false);
  useEffect(() => {
    if (wantedAccount === undefined || !follow.data || refetched.current) return;
    if (follow.data.some((account) => account.mtAccId === wantedAccount)) return;
    refetched.current = true;
    void follow.refetch();
  }, [wantedAccount, follow]);

  // Pick a follow account as soon as the list is in, unless one is chosen; the asked-for one wins once in.
  const wantedPicked = useRef(false);
  useEffect(() => {
    if (!follow.data) return;
    const wantedIn =
      wantedAccount !== undefined && follow.data.some((account) => account.mtAccId === wantedAccount);
    if (wantedIn && !wantedPicked.current) {
      wantedPicked.current = true;
      form.setFieldValue('followAccountId', wantedAccount);
      return;
    }
    if (form.getFieldValue('followAccountId') !== undefined) return;
    const initial = initialFollowAccount(follow.data, current, wantedAccount);
    if (initial !== undefined) form.setFieldValue('followAccountId', initial);
  }, [follow.data, current, form, wantedAccount]);

  const toConfirm = async () => {
    try {
      await form.validateFields([...SETTINGS_FIELDS]);
    } catch {
      return;
    }
    const values = { ...DEFAULT_SUBSCRIBE_VALUES, ...(form.getFieldsValue(true) as SubscribeValues) };
    // A paid term is the trader's: the server sets it when the payment is confirmed.
    setReview(paidTerm === null ? values : { ...values, validity: 'untilCancelled' });
    setRefusal(null);
    setStep(1);
  };

  const submit = () => {
    if (!review || !user || !readConfirmed) return;
    setRefusal(null);
    create.mutate(createBody(master.mtAccId, review), {
      onSuccess: (created) => {
        void queryClient.invalidateQueries({ queryKey: usageLimitsQueryKey });
        onClose();
        // A subscription fee is paid before copying starts: the payments page opens its payment dialog.
        if (created?.state === 'unpaid' && created.paymentId !== null) {
          void navigate(center('paymentFlow', `paymentId=${created.paymentId}`));
          return;
        }
        void message.success(t('subscribe.success'));
        void navigate(center('subscriptionTotal'));
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        if (error.status === STATUS.USER_COPY_LIMIT_REACHED) {
          // The spec's "copy-limit exceeded" dialog, with the counts read again.
          setCopyLimited(true);
          void usage.refetch();
        }
        const details = error.fieldErrors.map((item) => item.message);
        setRefusal([error.message, ...details].filter(Boolean).join(' '));
      },
    });
  };

  const title = t('subscribe.title', { name: master.userName });
  const buttons =
    step === 0
      ? [
          <Button key="cancel" onClick={onClose}>
            {t('common.cancel')}
          </Button>,
          <Button key="next" type="primary" disabled={!siteOpen} onClick={() => void toConfirm()}>
            {t('subscribe.next')}
          </Button>,
        ]
      : [
          <Button key="back" onClick={() => setStep(0)} disabled={create.isPending}>
            {t('subscribe.back')}
          </Button>,
          <Button
            key="confirm"
            type="primary"
            disabled={!readConfirmed}
            loading={create.isPending}
            onClick={submit}
            aria-describedby={readConfirmed ? undefined : 'subscribe-confirm-waits'}
          >
            {t('subscribe.confirm')}
          </Button>,
        ];
  // A refusal shows above the buttons, where it is seen whatever the scroll of the dialog.
  const footer = signedIn ? (
    <div className={styles.footer}>
      {refusal && step === 1 ? (
        <Alert type="error" showIcon className={styles.refusal} title={refusal} />
      ) : null}
      {step === 1 ? (
        <div className={styles.footerConfirm}>
          <Checkbox
            checked={readConfirmed}
            disabled={create.isPending}
            onChange={(event) => setReadConfirmed(event.target.checked)}
          >
            <Trans
              i18nKey="subscribe.readConfirm"
              components={{
                risk: <Link to={PATHS.riskDisclosure} target="_blank" rel="noopener" />,
              }}
            />
          </Checkbox>
        </div>
      ) : null}
      <div className={styles.footerButtons}>
        {step === 1 && !readConfirmed ? (
          <span id="subscribe-confirm-waits" className={styles.confirmWaits}>
            <InfoCircleOutlined aria-hidden /> {t('frictions.subscribe.confirmWaits')}
          </span>
        ) : null}
        {buttons}
      </div>
    </div>
  ) : null;

  return (
    <>
      <Modal
        open
        title={title}
        width={DIALOG_WIDTHS.LARGE}
        onCancel={onClose}
        footer={footer}
        destroyOnHidden
        centered
        mask={{ closable: false }}
        className={styles.dialog}
      >
        {!signedIn ? (
          <LoginPrompt title={t('subscribe.loginTitle')} description={t('subscribe.loginHint')} />
        ) : (
          <>
            <div ref={top} />
            <Steps
              size="small"
              responsive={false}
              current={step}
              className={styles.steps}
              items={[{ title: t('subscribe.steps.settings') }, { title: t('subscribe.steps.confirm') }]}
            />
            <MasterSummaryCard master={master} extra={<FeeModel fee={fee.data} loading={fee.isLoading} />} />
            {balanceMin !== null ? (
              <p className={styles.balanceMin}>
                {t('subscribe.balanceMin', { amount: formatMoney(balanceMin) })}
              </p>
            ) : null}
            {!siteOpen ? (
              <Alert type="warning" showIcon className={styles.alert} title={t('subscribe.siteClosed')} />
            ) : null}
            <Form<SubscribeValues>
              form={form}
              layout="vertical"
              requiredMark={false}
              initialValues={DEFAULT_SUBSCRIBE_VALUES}
              className={styles.form}
            >
              {step === 0 ? (
                <>
                  <section className={styles.section} aria-labelledby="settings-account">
                    <h3 id="settings-account" className={styles.sectionTitle}>
                      {t('subscribe.section.followAccount')}
                    </h3>
                    <Form.Item name="followAccountId" rules={[zodRule(followAccountIdSchema, locale)]}>
                      <Select<number>
                        aria-label={t('subscribe.field.followAccount')}
                        placeholder={t('subscribe.field.followAccountPlaceholder')}
                        loading={follow.isLoading}
                        notFoundContent={t('subscribe.noFollowAccount')}
                        options={accounts.map((account) => ({
                          value: account.mtAccId,
                          label: (
                            <span className={styles.accountOption}>
                              <span>{followLabel(account)}</span>
                              <span className={styles.accountEquity}>
                                {t('subscribe.equity', {
                                  amount: formatMoney(account.equity),
                                  currency: account.currency,
                                })}
                              </span>
                            </span>
                          ),
                        }))}
                      />
                    </Form.Item>
                    {follow.isSuccess && accounts.length === 0 ? (
                      <Alert
                        type="info"
                        showIcon
                        className={styles.alert}
                        title={t('subscribe.noFollowAccount')}
                        description={t('subscribe.noFollowAccountHint')}
                        action={
                          <ButtonLink size="small" type="primary" icon={<PlusOutlined />} to={bindPath}>
                            {t('subscribe.bindFollow')}
                          </ButtonLink>
                        }
                      />
                    ) : null}
                    {follow.isSuccess && accounts.length > 0 ? (
                      <Link to={bindPath} className={styles.bindAnother}>
                        <PlusOutlined aria-hidden /> {t('frictions.subscribe.bindAnother')}
                      </Link>
                    ) : null}
                    {belowMin && chosen && balanceMin !== null ? (
                      <Alert
                        type="warning"
                        showIcon
                        className={styles.alert}
                        title={t('subscribe.belowMin', {
                          account: accountName(chosen),
                          balance: formatMoney(chosen.balance),
                          amount: formatMoney(balanceMin),
                        })}
                      />
                    ) : null}
                  </section>
                  <SubscriptionSettingsFields reverseAllowed={reverseAllowed} />
                  {renderPreview ? (
                    <section className={styles.section} aria-labelledby="settings-preview">
                      <h3 id="settings-preview" className={styles.sectionTitle}>
                        {t('copyPreview.dialogTitle')}
                      </h3>
                      <p className={styles.sectionNote}>{t('copyPreview.dialogHint')}</p>
                      {renderPreview(previewRequest(master.mtAccId, watched))}
                    </section>
                  ) : null}
                  <section className={styles.section} aria-labelledby="settings-validity">
                    <h3 id="settings-validity" className={styles.sectionTitle}>
                      {t('subscribe.section.validity')}
                    </h3>
                    {paidTerm !== null ? (
                      <p className={styles.paidTerm}>
                        {t('frictions.subscribe.paidTerm', { count: paidTerm, date: termEnd(paidTerm) })}
                      </p>
                    ) : (
                      <div className={styles.validity}>
                        <Form.Item name="validity" className={styles.choiceItem}>
                          <Radio.Group>
                            <Radio value="untilCancelled">{t('copy.untilCancelled')}</Radio>
                            <Radio value="days">{t('subscribe.field.forDays')}</Radio>
                          </Radio.Group>
                        </Form.Item>
                        {validity === 'days' ? (
                          <Form.Item
                            name="validityDays"
                            className={styles.choiceItem}
                            rules={[{ required: true, message: t('subscribe.field.daysRequired') }]}
                          >
                            <InputNumber<number>
                              min={VALIDITY_DAYS.MIN}
                              max={VALIDITY_DAYS.MAX}
                              precision={0}
                              suffix={t('subscribe.field.daysUnit')}
                              aria-label={t('subscribe.field.days')}
                              className={styles.days}
                            />
                          </Form.Item>
                        ) : null}
                      </div>
                    )}
                  </section>
                </>
              ) : review ? (
                <>
                  <h3 className={styles.sectionTitle}>{t('subscribe.summary.title')}</h3>
                  <SettingsSummary
                    values={review}
                    before={[
                      {
                        key: 'trader',
                        label: t('subscribe.summary.trader'),
                        value: `${master.userName} · #${master.loginOrder} ${master.login} · ${master.serverName}`,
                      },
                      {
                        key: 'follow',
                        label: t('subscribe.field.followAccount'),
                        value: chosen ? followLabel(chosen) : '',
                      },
                    ]}
                    after={[
                      {
                        key: 'validity',
                        label: t('subscribe.section.validity'),
                        value:
                          paidTerm !== null
                            ? t('frictions.subscribe.paidTermShort', {
                                count: paidTerm,
                                date: termEnd(paidTerm),
                              })
                            : review.validity === 'days' && review.validityDays !== null
                              ? review.validityDays === 1
                                ? t('copy.oneDay')
                                : t('copy.days', { value: review.validityDays })
                              : t('copy.untilCancelled'),
                      },
                      {
                        key: 'fee',
                        label: t('copy.fee.label'),
                        value: <FeeModel fee={fee.data} loading={fee.isLoading} bare />,
                      },
                    ]}
                  />
                  <Alert
                    type="warning"
                    showIcon
                    role="note"
                    className={styles.risk}
                    title={t('subscribe.riskNote')}
                  />
                </>
              ) : null}
            </Form>
          </>
        )}
      </Modal>
      {signedIn ? <TradeLimitGate /> : null}
      <CopyLimitDialog
        open={copyLimited}
        count={usage.data?.currentUserCopyCount ?? 0}
        limit={usage.data?.userCopyLimit ?? 0}
        onClose={() => setCopyLimited(false)}
        onSubscriptions={
          user
            ? () => {
                setCopyLimited(false);
                onClose();
                void navigate(center('subscriptionTotal'));
              }
            : undefined
        }
      />
    </>
  );
}
