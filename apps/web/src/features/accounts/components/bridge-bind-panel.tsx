import type { BoundAccount, BridgeKeyStatus, IssuedBridgeKey } from '@copytrade/contracts/accounts';
import type { DemoTerminal } from '@copytrade/contracts/connections';
import { ACC_TYPE, type AccType } from '@copytrade/contracts/constants';
import {
  CheckCircleFilled,
  DisconnectOutlined,
  DownloadOutlined,
  ExclamationCircleFilled,
  ExperimentOutlined,
  KeyOutlined,
  ReloadOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Alert, Button, Checkbox, Popconfirm, Spin, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { PATHS } from '@/lib/paths';
import {
  eaAllowedOrigin,
  eaDownloadUrl,
  eaServerUrl,
  useBindBridgeAccount,
  useBridgeKeyStatus,
  useCreateBridgeKey,
  useStartDemoTerminal,
} from '../api/bridge-binding';
import { limitOfStatus, type LimitKind } from '../utils/limits';
import styles from './bridge-bind-panel.module.css';

/** The file name the EA is saved under (bridge/ea/README.md names it so in every step). */
const EA_FILE_NAME = 'CopyTradeBridge.mq4';

const INSTALL_STEPS = ['copy', 'refresh', 'webRequest', 'attach', 'inputs', 'autoTrading'] as const;

export type BridgeBindPanelProps = {
  /** 1 trade (signal) account, 2 follow account: the key is issued for this type. */
  accType: AccType;
  /** The dialog is open on this panel: only then is the key's status polled. */
  active: boolean;
  /** The server refused for a limit (22006, 22007): the page opens its limit dialog. */
  onLimit: (kind: LimitKind) => void;
  /** The account is bound: the dialog shows its success mini-dialog and closes, as after the password form. */
  onBound: (account: BoundAccount) => void;
  /** The demo offers a simulated terminal for the key (getBindModes.demoTerminal). */
  demoTerminal?: boolean;
};

/**
 * "Through the EA" in the bind dialog (issue 16): no password is asked for. Step 1 issues a key and shows it
 * once, with the address to paste, the EA's file and its install steps; step 2 polls the key's status until
 * the EA reports the account it is logged in to, and binds that account.
 */
export function BridgeBindPanel({
  accType,
  active,
  onLimit,
  onBound,
  demoTerminal = false,
}: BridgeBindPanelProps) {
  const { t } = useTranslation();
  const [issued, setIssued] = useState<IssuedBridgeKey | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateBridgeKey();
  const bind = useBindBridgeAccount();
  const demo = useStartDemoTerminal();
  const status = useBridgeKeyStatus(issued?.keyId ?? null, active);
  const current = status.data;
  const headId = useId();

  /** As accountFormError: a limit opens the page's limit dialog, any other refusal shows in the panel. */
  const refused = (failure: unknown) => {
    if (!isApiError(failure) || failure.silent) return;
    const limit = limitOfStatus(failure.status);
    if (limit) onLimit(limit);
    else setError(failure.message);
  };

  const createKey = () => {
    setError(null);
    create.mutate(accType, {
      onSuccess: (key) => {
        bind.reset();
        demo.reset();
        setIssued(key);
      },
      onError: refused,
    });
  };

  const bindAccount = () => {
    if (!issued) return;
    setError(null);
    bind.mutate(issued.keyId, { onSuccess: (account) => onBound(account), onError: refused });
  };

  const online = current?.state === 'online' && current.terminal !== null;
  const errorAlert = error ? (
    <Alert type="error" showIcon title={error} closable={{ onClose: () => setError(null) }} />
  ) : null;

  return (
    <div className={styles.panel}>
      <div className={styles.intro}>
        <SafetyCertificateOutlined className={styles.introIcon} />
        <div>
          <div className={styles.introTitle}>{t('accounts.bridge.introTitle')}</div>
          <div className={styles.introText}>{t('accounts.bridge.intro')}</div>
        </div>
      </div>

      <section className={styles.step} aria-labelledby={`${headId}-1`}>
        <StepHead no={1} id={`${headId}-1`} title={t('accounts.bridge.step1')} done={issued !== null} />
        {issued ? (
          <>
            {/* Beside the key, above the install steps: the demo needs no MT4 at hand. */}
            {demoTerminal && !online && current?.state !== 'bound' ? (
              <DemoTerminalOffer
                started={demo.data ?? null}
                starting={demo.isPending}
                onStart={() => {
                  setError(null);
                  demo.mutate(issued, { onError: refused });
                }}
              />
            ) : null}
            <IssuedKey issued={issued} onRenew={createKey} renewing={create.isPending} />
          </>
        ) : (
          <div className={styles.stepBody}>
            <p className={styles.hint}>{t('accounts.bridge.step1Hint')}</p>
            <Button
              type="primary"
              icon={<KeyOutlined />}
              loading={create.isPending}
              onClick={createKey}
              className={styles.createButton}
            >
              {t('accounts.bridge.createKey')}
            </Button>
            {errorAlert}
          </div>
        )}
      </section>

      <section className={styles.step} aria-labelledby={`${headId}-2`}>
        <StepHead no={2} id={`${headId}-2`} title={t('accounts.bridge.step2')} done={false} />
        <div className={styles.stepBody}>
          {issued ? (
            <>
              <ConnectionState
                status={current}
                failed={status.isError}
                accType={accType}
                onRenew={createKey}
                renewing={create.isPending}
              />
              {errorAlert}
              <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
                <Trans
                  i18nKey="accounts.bind.agreement"
                  components={{ notice: <Link to={PATHS.userGuide} target="_blank" /> }}
                />
              </Checkbox>
              <Button
                type="primary"
                block
                disabled={!online || !agreed}
                loading={bind.isPending}
                onClick={bindAccount}
              >
                {t('accounts.bridge.bind')}
              </Button>
            </>
          ) : (
            <p className={styles.hint}>{t('accounts.bridge.step2Locked')}</p>
          )}
        </div>
      </section>
    </div>
  );
}

/** The demo's "no MT4 at hand" offer: a simulated terminal runs the EA with this key on a demo account. */
function DemoTerminalOffer({
  started,
  starting,
  onStart,
}: {
  started: DemoTerminal | null;
  starting: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.demoOffer}>
      <ExperimentOutlined className={styles.demoIcon} aria-hidden />
      <div className={styles.demoText}>
        <div className={styles.demoTitle}>{t('accounts.bridge.demo.title')}</div>
        <div className={styles.hint}>
          {started
            ? t('accounts.bridge.demo.started', { server: started.server, login: started.login })
            : t('accounts.bridge.demo.hint')}
        </div>
      </div>
      {started ? null : (
        <Button className={styles.demoButton} type="primary" ghost onClick={onStart} loading={starting}>
          {t('accounts.bridge.demo.start')}
        </Button>
      )}
    </div>
  );
}

function StepHead({ no, id, title, done }: { no: number; id: string; title: string; done: boolean }) {
  return (
    <div className={styles.stepHead}>
      <span className={done ? `${styles.stepNo} ${styles.stepDone}` : styles.stepNo} aria-hidden>
        {done ? <CheckCircleFilled /> : no}
      </span>
      <h3 id={id} className={styles.stepTitle}>
        {title}
      </h3>
    </div>
  );
}

function CopyField({ label, value, warning }: { label: string; value: string; warning?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <div className={styles.fieldLabel}>{label}</div>
      <Typography.Paragraph
        className={styles.fieldValue}
        copyable={{ text: value, tooltips: [t('common.copy'), t('common.copied')] }}
      >
        {value}
      </Typography.Paragraph>
      {warning}
    </div>
  );
}

/** Step 1 once the key exists: the key (this once), the address, the EA's file and how to install it. */
function IssuedKey({
  issued,
  onRenew,
  renewing,
}: {
  issued: IssuedBridgeKey;
  onRenew: () => void;
  renewing: boolean;
}) {
  const { t } = useTranslation();
  const code = <code className={styles.code} />;
  return (
    <div className={styles.stepBody}>
      <CopyField
        label={t('accounts.bridge.key')}
        value={issued.key}
        warning={
          <div className={styles.keyOnce}>
            <ExclamationCircleFilled />
            <span>{t('accounts.bridge.keyOnce')}</span>
          </div>
        }
      />
      <CopyField label={t('accounts.bridge.serverUrl')} value={eaServerUrl(issued.exchangePath)} />
      <Button
        icon={<DownloadOutlined />}
        href={eaDownloadUrl(issued.eaPath)}
        download={EA_FILE_NAME}
        block
        className={styles.download}
      >
        {t('accounts.bridge.download')}
      </Button>
      <div className={styles.installTitle}>{t('accounts.bridge.install')}</div>
      <ol className={styles.install}>
        {INSTALL_STEPS.map((step) => (
          <li key={step}>
            <Trans
              i18nKey={`accounts.bridge.steps.${step}`}
              values={{ origin: eaAllowedOrigin(issued.exchangePath) }}
              components={{ code }}
            />
          </li>
        ))}
      </ol>
      <p className={styles.note}>{t('accounts.bridge.oneChart')}</p>
      <Popconfirm
        title={t('accounts.bridge.newKey')}
        description={<div className={styles.confirmText}>{t('accounts.bridge.newKeyConfirm')}</div>}
        okText={t('accounts.bridge.newKeyOk')}
        cancelText={t('common.cancel')}
        onConfirm={onRenew}
      >
        <Button
          type="link"
          size="small"
          icon={<ReloadOutlined />}
          loading={renewing}
          className={styles.renew}
        >
          {t('accounts.bridge.newKey')}
        </Button>
      </Popconfirm>
    </div>
  );
}

/** Step 2's state line: waiting, connected (with the terminal the EA reported), lost, bound or revoked. */
function ConnectionState({
  status,
  failed,
  accType,
  onRenew,
  renewing,
}: {
  status: BridgeKeyStatus | undefined;
  failed: boolean;
  accType: AccType;
  onRenew: () => void;
  renewing: boolean;
}) {
  const { t } = useTranslation();
  if (status?.state === 'revoked') {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('accounts.bridge.revoked')}
        action={
          <Button size="small" onClick={onRenew} loading={renewing}>
            {t('accounts.bridge.newKey')}
          </Button>
        }
      />
    );
  }
  if (status?.state === 'bound') {
    return <Alert type="success" showIcon title={t('accounts.bridge.bound')} />;
  }
  const terminal = status?.terminal ?? null;
  return (
    <>
      {status?.state === 'online' ? (
        <div className={`${styles.state} ${styles.stateOnline}`} role="status">
          <span className={styles.dot} aria-hidden />
          {t('accounts.bridge.online')}
        </div>
      ) : status?.state === 'lost' ? (
        <Alert
          type="warning"
          showIcon
          icon={<DisconnectOutlined />}
          title={t('accounts.bridge.lost')}
          description={t('accounts.bridge.lostHint')}
        />
      ) : (
        <div className={styles.waiting} role="status">
          <Spin size="small" />
          <div>
            <div className={styles.waitingTitle}>{t('accounts.bridge.waiting')}</div>
            <div className={styles.hint}>
              {failed ? t('accounts.bridge.statusFailed') : t('accounts.bridge.waitingHint')}
            </div>
          </div>
        </div>
      )}
      {terminal ? (
        <>
          <dl className={styles.terminal}>
            <TerminalItem label={t('accounts.bridge.terminal.company')} value={terminal.company} wide />
            <TerminalItem label={t('accounts.bridge.terminal.server')} value={terminal.server} wide />
            <TerminalItem label={t('accounts.bridge.terminal.login')} value={terminal.login} />
            <TerminalItem label={t('accounts.bridge.terminal.name')} value={terminal.name} />
            <TerminalItem label={t('accounts.bridge.terminal.currency')} value={terminal.currency} />
            <TerminalItem label={t('accounts.bridge.terminal.leverage')} value={`1:${terminal.leverage}`} />
          </dl>
          {!terminal.tradeAllowed && accType === ACC_TYPE.FOLLOW ? (
            <Alert type="warning" showIcon title={t('accounts.bridge.tradeOff')} />
          ) : null}
        </>
      ) : null}
    </>
  );
}

function TerminalItem({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? `${styles.terminalItem} ${styles.terminalWide}` : styles.terminalItem}>
      <dt>{label}</dt>
      <dd>{value || '-'}</dd>
    </div>
  );
}
