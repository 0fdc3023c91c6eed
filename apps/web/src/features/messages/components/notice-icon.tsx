import {
  ApiOutlined,
  CommentOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DisconnectOutlined,
  ExclamationCircleOutlined,
  IdcardOutlined,
  NotificationOutlined,
  PlayCircleOutlined,
  SafetyCertificateOutlined,
  SmileOutlined,
  SoundOutlined,
  StopOutlined,
  TeamOutlined,
  UserAddOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Tone of a notice's icon: what happened, at a glance. */
export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

type KindLook = { icon: ReactNode; tone: NoticeTone };

const LOOKS: Record<string, KindLook> = {
  welcome: { icon: <SmileOutlined />, tone: 'info' },
  commentReceived: { icon: <CommentOutlined />, tone: 'info' },
  commentReplied: { icon: <CommentOutlined />, tone: 'info' },
  newFollower: { icon: <UserAddOutlined />, tone: 'info' },
  subscriptionStarted: { icon: <PlayCircleOutlined />, tone: 'success' },
  newSubscriber: { icon: <TeamOutlined />, tone: 'success' },
  subscriptionEnded: { icon: <StopOutlined />, tone: 'info' },
  subscriberLeft: { icon: <StopOutlined />, tone: 'info' },
  copySkipped: { icon: <ExclamationCircleOutlined />, tone: 'warning' },
  accountDisconnected: { icon: <DisconnectOutlined />, tone: 'error' },
  accountRestored: { icon: <ApiOutlined />, tone: 'success' },
  rechargePassed: { icon: <WalletOutlined />, tone: 'success' },
  rechargeRejected: { icon: <WalletOutlined />, tone: 'error' },
  withdrawalPassed: { icon: <WalletOutlined />, tone: 'success' },
  withdrawalRejected: { icon: <WalletOutlined />, tone: 'error' },
  voucherSubmitted: { icon: <CreditCardOutlined />, tone: 'info' },
  paymentConfirmed: { icon: <CreditCardOutlined />, tone: 'success' },
  paymentRefused: { icon: <CreditCardOutlined />, tone: 'error' },
  complaintFiled: { icon: <CreditCardOutlined />, tone: 'warning' },
  complaintFailed: { icon: <CreditCardOutlined />, tone: 'error' },
  feeOwed: { icon: <WalletOutlined />, tone: 'warning' },
  feeCleared: { icon: <WalletOutlined />, tone: 'success' },
  partnerPassed: { icon: <SafetyCertificateOutlined />, tone: 'success' },
  partnerRejected: { icon: <SafetyCertificateOutlined />, tone: 'error' },
  levelUpgraded: { icon: <SafetyCertificateOutlined />, tone: 'success' },
  identityPassed: { icon: <IdcardOutlined />, tone: 'success' },
  identityRejected: { icon: <IdcardOutlined />, tone: 'error' },
  paymentInfoPassed: { icon: <CreditCardOutlined />, tone: 'success' },
  paymentInfoRejected: { icon: <CreditCardOutlined />, tone: 'error' },
  contactAnswered: { icon: <CustomerServiceOutlined />, tone: 'info' },
  publicMessage: { icon: <SoundOutlined />, tone: 'info' },
};

/** The icon and tone of a notice kind; an unknown (or older, kind-less) notice by its type. */
export function noticeLook(kind: string, noticeType: number): KindLook {
  return (
    LOOKS[kind] ?? {
      icon: noticeType === 2 ? <SoundOutlined /> : <NotificationOutlined />,
      tone: 'info',
    }
  );
}
