import type { BoundAccount } from '@copytrade/contracts/accounts';
import { ACC_TYPE, DIALOG_WIDTHS, TIMINGS_MS, type AccType } from '@copytrade/contracts/constants';
import { bindAccountFormSchema } from '@copytrade/contracts/validators';
import {
  ApiOutlined,
  CheckCircleFilled,
  CloudServerOutlined,
  InfoCircleOutlined,
  LockOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Modal, Segmented } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '@/i18n/locale';
import { CLIENT_STATUS, isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { PATHS } from '@/lib/paths';
import { zodRule } from '@/lib/zod-rule';
import { useBindMetaApiAccount } from '../api/bind-metaapi-account';
import { invalidateAccountLists, useBindAccount } from '../api/binding-mt-acc';
import { useBindModes } from '../api/get-bind-modes';
import type { LimitKind } from '../utils/limits';
import { AccountFormDialog, accountFormError, PlatformField } from './account-form-dialog';
import { BridgeBindPanel } from './bridge-bind-panel';
import { MetaApiBindForm, type MetaApiBindValues } from './metaapi-bind-form';
import { ServerSelect } from './server-select';
import { VerifyingOverlay } from './verifying-overlay';
import { LoginPasswordFields } from './login-password-fields';
import styles from './account-forms.module.css';

type BindValues = {
  platformId?: number;
  serverListId?: number;
  login: string;
  tradePwd: string;
  agreed: boolean;
};

const fields = bindAccountFormSchema.shape;

/**
 * How the account is bound: its MT4 password, checked by the site's MT4 server; the EA bridge; or the
 * site's MetaApi cloud connection when its admin has set one up (issue 16).
 */
type BindMode = 'password' | 'ea' | 'metaApi';

export type BindAccountDialogProps = {
  open: boolean;
  /** 1 trade (signal) account, 2 follow account. */
  accType: AccType;
  onClose: () => void;
  /** After the success mini-dialog, when the dialog closes (spec 4: the add-success flag). */
  onBound?: (account: BoundAccount) => void;
  /** The server refused for a limit (22006, 22007): the page opens its limit dialog. */
  onLimit: (kind: LimitKind) => void;
};

/**
 * The bind dialog (spec 3 and 5, Bind form; spec 4, Dialogs). While the server verifies the account with
 * its MT4 server a full-screen overlay covers the page; on success a mini-dialog shows for 1 s, then the
 * dialog closes and the lists refresh. On failure only the loading resets, and the server's message shows.
 * A switch at the top offers binding through the EA instead (BridgeBindPanel, its own buttons) and, when
 * the site offers it (getBindModes), through MetaApi (MetaApiBindForm: the trade server by name, submitted
 * by the confirm button, which stays loading while MetaApi connects). Every mode stays mounted once shown,
 * so switching loses neither a typed form nor the key shown once.
 * The caller mounts it with a fresh random key each time it opens.
 */
export function BindAccountDialog({ open, accType, onClose, onBound, onLimit }: BindAccountDialogProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BindValues>();
  const bind = useBindAccount();
  const [succeeded, setSucceeded] = useState(false);
  const [mode, setMode] = useState<BindMode>('password');
  const [eaShown, setEaShown] = useState(false);
  const [metaApiForm] = Form.useForm<MetaApiBindValues>();
  const bindMetaApi = useBindMetaApiAccount();
  const modes = useBindModes(open);
  const [metaApiShown, setMetaApiShown] = useState(false);
  const [stillConnecting, setStillConnecting] = useState(false);
  const metaApiAgreed = Form.useWatch('agreed', metaApiForm) === true;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const agreed = Form.useWatch('agreed', form) === true;
  const platformId = Form.useWatch('platformId', form);
  const trade = accType === ACC_TYPE.TRADE;
  const metaApiOffered = modes.data?.metaApi === true;
  // Should the site turn MetaApi off while the dialog is open, the password form comes back.
  const shown: BindMode = mode === 'metaApi' && !metaApiOffered ? 'password' : mode;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** After either mode binds: the success mini-dialog, the lists refresh, then the dialog closes. */
  const succeed = (account: BoundAccount) => {
    setSucceeded(true);
    void invalidateAccountLists(queryClient);
    timer.current = setTimeout(() => {
      timer.current = null;
      setSucceeded(false);
      onBound?.(account);
      onClose();
    }, TIMINGS_MS.BIND_SUCCESS_DIALOG);
  };

  const switchMode = (next: BindMode) => {
    setMode(next);
    if (next === 'ea') setEaShown(true);
    if (next === 'metaApi') setMetaApiShown(true);
  };

  const onFinish = (values: BindValues) => {
    if (!user || values.platformId === undefined || values.serverListId === undefined) return;
    bind.mutate(
      {
        accType,
        userId: user.id,
        platformId: values.platformId,
        serverListId: values.serverListId,
        login: values.login.trim(),
        tradePwd: values.tradePwd.trim(),
      },
      { onSuccess: succeed, onError: accountFormError(form, onLimit) },
    );
  };

  const onMetaApiFinish = (values: MetaApiBindValues) => {
    setStillConnecting(false);
    const refused = accountFormError(metaApiForm, onLimit);
    bindMetaApi.mutate(
      {
        accType,
        serverName: values.serverName.trim(),
        login: values.login.trim(),
        tradePwd: values.tradePwd.trim(),
      },
      {
        onSuccess: succeed,
        onError: (error) => {
          // The page gave up waiting, not the server: MetaApi may still connect and bind the account.
          if (isApiError(error) && error.status === CLIENT_STATUS.TIMEOUT) {
            setStillConnecting(true);
            void invalidateAccountLists(queryClient);
            return;
          }
          refused(error);
        },
      },
    );
  };

  const metaApi = shown === 'metaApi';

  return (
    <>
      <AccountFormDialog
        open={open}
        title={trade ? t('accounts.bind.titleTrade') : t('accounts.bind.titleFollow')}
        onClose={onClose}
        form={metaApi ? metaApiForm : form}
        submitText={t('accounts.bind.confirm')}
        submitting={metaApi ? bindMetaApi.isPending : bind.isPending}
        submitDisabled={metaApi ? !metaApiAgreed : !agreed}
        submitHidden={shown === 'ea'}
      >
        <Segmented<BindMode>
          block
          aria-label={t('accounts.bind.mode')}
          value={shown}
          onChange={switchMode}
          className={styles.mode}
          options={[
            { value: 'password', label: t('accounts.bind.modePassword'), icon: <LockOutlined /> },
            { value: 'ea', label: t('accounts.bind.modeEa'), icon: <ApiOutlined /> },
            ...(metaApiOffered
              ? [
                  {
                    value: 'metaApi' as const,
                    label: t('accounts.bind.modeMetaApi'),
                    icon: <CloudServerOutlined />,
                  },
                ]
              : []),
          ]}
        />
        <div hidden={shown !== 'password'}>
          <Alert
            type="info"
            showIcon
            icon={<InfoCircleOutlined />}
            className={styles.note}
            title={trade ? t('accounts.bind.noteTrade') : t('accounts.bind.noteFollow')}
          />
          <Form<BindValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            onFinish={onFinish}
            initialValues={{ login: '', tradePwd: '', agreed: false }}
            className={styles.form}
          >
            <PlatformField form={form} />
            <Form.Item
              name="serverListId"
              label={t('accounts.bind.server')}
              rules={[zodRule(fields.serverListId, locale)]}
            >
              <ServerSelect platformId={platformId} />
            </Form.Item>
            <LoginPasswordFields />
            <Form.Item
              name="agreed"
              valuePropName="checked"
              rules={[zodRule(fields.agreed, locale)]}
              className={styles.agreement}
            >
              <Checkbox>
                <Trans
                  i18nKey="accounts.bind.agreement"
                  components={{ notice: <Link to={PATHS.userGuide} target="_blank" /> }}
                />
              </Checkbox>
            </Form.Item>
          </Form>
        </div>
        {eaShown ? (
          <div hidden={shown !== 'ea'}>
            <BridgeBindPanel
              accType={accType}
              active={open && shown === 'ea'}
              onLimit={onLimit}
              onBound={succeed}
              demoTerminal={modes.data?.demoTerminal === true}
            />
          </div>
        ) : null}
        {metaApiShown && metaApiOffered ? (
          <div hidden={!metaApi}>
            <MetaApiBindForm
              form={metaApiForm}
              trade={trade}
              onFinish={onMetaApiFinish}
              pending={bindMetaApi.isPending}
              stillConnecting={stillConnecting}
            />
          </div>
        ) : null}
      </AccountFormDialog>
      <VerifyingOverlay open={bind.isPending} text={t('accounts.bind.verifying')} />
      <Modal
        open={succeeded}
        width={DIALOG_WIDTHS.MINI}
        footer={null}
        closable={false}
        mask={{ closable: false }}
        centered
        title={null}
      >
        <div className={styles.success} role="alert">
          <CheckCircleFilled className={styles.successIcon} />
          <span>{t('accounts.bind.success')}</span>
        </div>
      </Modal>
    </>
  );
}
