import type { PaymentInfoMethod } from '@copytrade/contracts/verification';
import { AlipayCircleOutlined, BankOutlined, DollarCircleOutlined, WechatOutlined } from '@ant-design/icons';

const ICONS: Record<PaymentInfoMethod, typeof BankOutlined> = {
  alipay: AlipayCircleOutlined,
  wechat: WechatOutlined,
  bank: BankOutlined,
  usdt: DollarCircleOutlined,
};

/** The icon of a payment method. */
export function MethodIcon({ method, className }: { method: PaymentInfoMethod; className?: string }) {
  const Icon = ICONS[method];
  return <Icon aria-hidden className={className} />;
}
