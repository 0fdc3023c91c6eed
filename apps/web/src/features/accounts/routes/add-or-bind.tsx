import { ACC_TYPE, USER_TYPE, type AccType } from '@copytrade/contracts/constants';
import {
  ApiOutlined,
  ArrowLeftOutlined,
  ExperimentOutlined,
  LinkOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { Alert, Skeleton } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { LoginPrompt } from '@/components/login-prompt';
import { useCurrentUser } from '@/lib/auth';
import { openLoginDialog } from '@/lib/login-dialog';
import { safeReturnTo, SUBSCRIBE_RETURN, withParams } from '@/lib/return-to';
import { useAccountCounts } from '../api/get-copy-login-number';
import { AccountCards } from '../components/account-cards';
import { BindAccountDialog } from '../components/bind-account-dialog';
import { DemoAccountDialog } from '../components/demo-account-dialog';
import { LimitDialog } from '../components/limit-dialog';
import { UsageMeter } from '../components/usage-meter';
import { limitReached, type LimitKind } from '../utils/limits';
import { randomKey } from '../utils/random-key';
import styles from './add-or-bind.module.css';

type DialogState<T> = { key: string; open: boolean } & T;

function ActionCard({
  icon,
  title,
  description,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.action} onClick={onClick}>
      <span className={styles.actionIcon}>{icon}</span>
      <span className={styles.actionText}>
        <span className={styles.actionTitle}>{title}</span>
        <span className={styles.actionDesc}>{description}</span>
      </span>
      <RightOutlined className={styles.actionArrow} />
    </button>
  );
}

/**
 * /addOrBingNewAccount and /bindAccount (spec 2, 5, 6): the ways to add an account, the usage meter, and
 * the user's accounts. Traders (userType 3) may bind trade and follow accounts and open a demo account of
 * either kind; everyone else binds follow accounts only. At a limit the limit dialog opens instead.
 *
 * Coming from the subscribe dialog (`?returnTo=<a path of this site>&subscribe=1`), the page says why the
 * user is here and links back; the follow-account bind opens at once, and after a follow account is
 * bound (or a follow demo account opened) the user goes back to `returnTo` with `subscribe=1` and the new
 * account's id, where the dialog opens again with it chosen. Any other returnTo is ignored.
 */
export function AddOrBindRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const forSubscribe = returnTo !== null && params.get(SUBSCRIBE_RETURN.OPEN) === '1';
  const counts = useAccountCounts(user !== null);
  const [bind, setBind] = useState<DialogState<{ accType: AccType }> | null>(null);
  const [demo, setDemo] = useState<DialogState<object> | null>(null);
  const [limit, setLimit] = useState<LimitKind | null>(null);

  useEffect(() => {
    if (!user) openLoginDialog();
  }, [user]);

  // From the subscribe dialog: open the follow-account bind at once (or the limit dialog), once. Decided
  // while rendering, as soon as the counts are in, so no effect sets state.
  const [autoOpened, setAutoOpened] = useState(false);
  if (forSubscribe && user && counts.data && !autoOpened) {
    setAutoOpened(true);
    if (limitReached(counts.data, 'follow')) setLimit('copy');
    else setBind({ key: randomKey(), open: true, accType: ACC_TYPE.FOLLOW });
  }

  /** Back to the trader with the subscribe dialog open and the new follow account chosen. */
  const backToSubscribe = (mtAccId: number) => {
    if (!forSubscribe || returnTo === null) return;
    void navigate(
      withParams(returnTo, { [SUBSCRIBE_RETURN.OPEN]: '1', [SUBSCRIBE_RETURN.ACCOUNT]: String(mtAccId) }),
    );
  };

  if (!user) {
    return (
      <div className={styles.page}>
        <div className={styles.inner}>
          <LoginPrompt title={t('accounts.pageTitle')} description={t('accounts.loginHint')} />
        </div>
      </div>
    );
  }

  const trader = user.userType === USER_TYPE.TRADER;

  const openBind = (accType: AccType) => {
    const kind = accType === ACC_TYPE.TRADE ? 'trade' : 'follow';
    if (limitReached(counts.data, kind)) {
      setLimit(kind === 'trade' ? 'usage' : 'copy');
      return;
    }
    setBind({ key: randomKey(), open: true, accType });
  };

  const openDemo = () => {
    if (!trader && limitReached(counts.data, 'follow')) {
      setLimit('copy');
      return;
    }
    setDemo({ key: randomKey(), open: true });
  };

  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('accounts.pageTitle')}</h1>
          <p className={styles.subtitle}>{t('accounts.pageSubtitle')}</p>
        </header>

        {returnTo !== null ? (
          <Alert
            type="info"
            showIcon
            className={styles.returnBanner}
            title={t(forSubscribe ? 'frictions.bindReturn.title' : 'frictions.bindReturn.titlePlain')}
            description={forSubscribe ? t('frictions.bindReturn.hint') : undefined}
            action={
              <ButtonLink to={returnTo} icon={<ArrowLeftOutlined />}>
                {t('frictions.bindReturn.back')}
              </ButtonLink>
            }
          />
        ) : null}

        <div className={styles.top}>
          <section className={styles.panel} aria-labelledby="add-account-title">
            <h2 id="add-account-title" className={styles.panelTitle}>
              {t('accounts.actions.title')}
            </h2>
            <div className={styles.actions}>
              {trader ? (
                <ActionCard
                  icon={<ApiOutlined />}
                  title={t('accounts.actions.bindTrade')}
                  description={t('accounts.actions.bindTradeDesc')}
                  onClick={() => openBind(ACC_TYPE.TRADE)}
                />
              ) : null}
              <ActionCard
                icon={<LinkOutlined />}
                title={t('accounts.actions.bindFollow')}
                description={t('accounts.actions.bindFollowDesc')}
                onClick={() => openBind(ACC_TYPE.FOLLOW)}
              />
              <ActionCard
                icon={<ExperimentOutlined />}
                title={trader ? t('accounts.actions.openDemo') : t('accounts.actions.openDemoFollow')}
                description={t('accounts.actions.openDemoDesc')}
                onClick={openDemo}
              />
            </div>
          </section>

          <section className={styles.panel} aria-labelledby="usage-title">
            <h2 id="usage-title" className={styles.panelTitle}>
              {t('accounts.usage.title')}
            </h2>
            {counts.data ? (
              <div className={styles.meters}>
                {trader ? (
                  <UsageMeter
                    label={t('accounts.usage.trade')}
                    count={counts.data.masterNumber}
                    max={counts.data.masterMaxNumber}
                  />
                ) : null}
                <UsageMeter
                  label={t('accounts.usage.follow')}
                  count={counts.data.copyNumber}
                  max={counts.data.copyMaxNumber}
                />
              </div>
            ) : (
              <Skeleton active paragraph={{ rows: 2 }} title={false} />
            )}
            <p className={styles.usageNote}>{t('accounts.usage.note')}</p>
          </section>
        </div>

        <section className={styles.accounts} aria-labelledby="my-accounts-title">
          <h2 id="my-accounts-title" className={styles.panelTitle}>
            {t('accounts.myAccounts')}
          </h2>
          <AccountCards />
        </section>
      </div>

      {bind ? (
        <BindAccountDialog
          key={bind.key}
          open={bind.open}
          accType={bind.accType}
          onClose={() => setBind({ ...bind, open: false })}
          onLimit={setLimit}
          onBound={
            bind.accType === ACC_TYPE.FOLLOW ? (account) => backToSubscribe(account.mtAccId) : undefined
          }
        />
      ) : null}
      {demo ? (
        <DemoAccountDialog
          key={demo.key}
          open={demo.open}
          canChooseType={trader}
          onClose={() => setDemo({ ...demo, open: false })}
          onLimit={setLimit}
          onContinue={forSubscribe ? backToSubscribe : undefined}
        />
      ) : null}
      <LimitDialog kind={limit} onClose={() => setLimit(null)} />
    </div>
  );
}
