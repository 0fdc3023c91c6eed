import { Alert, Input, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';
import records from '@/components/records.module.css';

/* What the recharge and the withdraw forms share. */

/** What a field keeps of what was typed or pasted: no spaces around it. */
export const trimmed = (value: string) => value.trim();

/** A refusal that belongs to no field, on top of the form. */
export function WalletFormError({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Alert
      type="error"
      showIcon
      className={records.formError}
      title={t('wallet.errorTitle')}
      description={text}
    />
  );
}

/** A transaction hash or a TRC20 address: typed or pasted as is, shown in the code font. */
export function ChainTextInput(props: Omit<InputProps, 'className'>) {
  return <Input autoComplete="off" spellCheck={false} maxLength={64} className={records.code} {...props} />;
}
