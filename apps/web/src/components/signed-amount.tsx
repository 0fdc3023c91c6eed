import { formatMoney } from '@copytrade/contracts/number-format';
import { isNegative } from '@/lib/order-labels';
import styles from './signed-amount.module.css';

/** Money coloured by its sign: gains in the success colour, losses in the error colour, zero plain. */
export function SignedAmount({ value, digits = 2 }: { value: string; digits?: number }) {
  const text = formatMoney(value, digits);
  const zero = !/[1-9]/.test(text);
  const className = zero ? styles.zero : isNegative(value) ? styles.loss : styles.gain;
  return <span className={className}>{text || value}</span>;
}
