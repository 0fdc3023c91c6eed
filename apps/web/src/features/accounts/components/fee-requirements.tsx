import { FEE_TYPE } from '@copytrade/contracts/constants';
import type { FeeRequirements, RequirementState } from '@copytrade/contracts/fees';
import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  RightOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { useCenterPath } from '@/lib/use-center-path';
import styles from './fee-settings.module.css';

const STATE_TAGS: Record<RequirementState, { color: string; icon: ReactNode }> = {
  passed: { color: 'success', icon: <CheckCircleFilled aria-hidden /> },
  pending: { color: 'processing', icon: <ClockCircleFilled aria-hidden /> },
  rejected: { color: 'error', icon: <CloseCircleFilled aria-hidden /> },
  none: { color: 'default', icon: <ExclamationCircleFilled aria-hidden /> },
};

function Row({
  title,
  needFor,
  state,
  action,
}: {
  title: string;
  needFor: string;
  state: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className={styles.requirement}>
      <div className={styles.requirementText}>
        <span className={styles.requirementTitle}>{title}</span>
        <span className={styles.requirementFor}>{needFor}</span>
      </div>
      <div className={styles.requirementState}>
        {state}
        {action}
      </div>
    </li>
  );
}

function StateTag({ state }: { state: RequirementState }) {
  const { t } = useTranslation();
  const tag = STATE_TAGS[state];
  return (
    <Tag color={tag.color} icon={tag.icon} bordered={false} className={styles.requirementTag}>
      {t(`verification.state.${state}`)}
    </Tag>
  );
}

function YesNo({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <Tag
      color={ok ? 'success' : 'default'}
      icon={ok ? <CheckCircleFilled aria-hidden /> : <ExclamationCircleFilled aria-hidden />}
      bordered={false}
      className={styles.requirementTag}
    >
      {ok ? yes : no}
    </Tag>
  );
}

/** What is missing for the chosen paid model, or null when it can be saved. */
export function missingFor(
  feeType: number,
  requirements: FeeRequirements | undefined,
): 'subscription' | 'performance' | null {
  if (!requirements) return null;
  if (feeType === FEE_TYPE.SUBSCRIPTION && !requirements.subscriptionFeeReady) return 'subscription';
  if (feeType === FEE_TYPE.PERFORMANCE && !requirements.performanceFeeReady) return 'performance';
  return null;
}

/**
 * Before the fee form (spec 6: "editing certain settings needs real-name verification and payment binding
 * passed"): what a paid fee needs, the state of each now, and a link to where to do it. The same checks
 * updateAccountPrice makes when it saves, so nobody learns them from a refusal.
 */
export function FeeRequirementsPanel({ requirements }: { requirements: FeeRequirements }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const center = useCenterPath();
  const go = (page: 'infoV' | 'payV', label: string) =>
    user ? (
      <Link to={center(page)} className={styles.requirementLink}>
        {label} <RightOutlined aria-hidden />
      </Link>
    ) : null;
  const payable = requirements.offsiteCodePassed || requirements.walletOpen;
  return (
    <section className={styles.requirements} aria-labelledby="fee-requirements-title">
      <h3 id="fee-requirements-title" className={styles.requirementsTitle}>
        {t('frictions.feeRequirements.title')}
      </h3>
      <ul className={styles.requirementList}>
        <Row
          title={t('frictions.feeRequirements.identity')}
          needFor={t('frictions.feeRequirements.forBoth')}
          state={<StateTag state={requirements.identity} />}
          action={
            requirements.identity === 'passed'
              ? null
              : go(
                  'infoV',
                  t(
                    requirements.identity === 'pending'
                      ? 'frictions.feeRequirements.view'
                      : 'frictions.feeRequirements.verify',
                  ),
                )
          }
        />
        <Row
          title={t('frictions.feeRequirements.paymentInfo')}
          needFor={t('frictions.feeRequirements.forSubscription')}
          state={<StateTag state={requirements.paymentInfo} />}
          action={
            requirements.paymentInfo === 'passed'
              ? null
              : go(
                  'payV',
                  t(
                    requirements.paymentInfo === 'pending'
                      ? 'frictions.feeRequirements.view'
                      : 'frictions.feeRequirements.addPayment',
                  ),
                )
          }
        />
        <Row
          title={t('frictions.feeRequirements.payers')}
          needFor={t(
            payable ? 'frictions.feeRequirements.payersHow' : 'frictions.feeRequirements.payersNone',
          )}
          state={
            <YesNo
              ok={payable}
              yes={t(
                requirements.offsiteCodePassed
                  ? 'frictions.feeRequirements.payersCode'
                  : 'frictions.feeRequirements.payersWallet',
              )}
              no={t('frictions.feeRequirements.payersMissing')}
            />
          }
          action={payable ? null : go('payV', t('frictions.feeRequirements.addCode'))}
        />
        <Row
          title={t('frictions.feeRequirements.settlement')}
          needFor={t('frictions.feeRequirements.forPerformance')}
          state={
            <YesNo
              ok={requirements.performanceFeeAllowed}
              yes={t('frictions.feeRequirements.open')}
              no={t('frictions.feeRequirements.closed')}
            />
          }
        />
      </ul>
    </section>
  );
}
