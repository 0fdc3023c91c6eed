import { LOCALES } from '@copytrade/contracts/locale';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './editor.module.css';

/**
 * One text in the three languages side by side (stacked on a phone): the Simplified Chinese one may be
 * required, the others fall back to it on the site.
 */
export function LocalizedInputs({
  name,
  label,
  max,
  requiredMessage,
  rows,
}: {
  /** The form field holding `{ zh_CN, en_US, zh_Hant }`. */
  name: string;
  label: string;
  max: number;
  /** Set: the Chinese text is required, with this message. */
  requiredMessage?: string;
  /** Set: a text area of this many rows instead of one line. */
  rows?: number;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.languageGrid}>
      {LOCALES.map((locale) => (
        <Form.Item
          key={locale}
          name={[name, locale]}
          label={`${label} · ${t(`contentEditor.languages.${locale}`)}`}
          required={locale === 'zh_CN' && requiredMessage !== undefined}
          rules={
            locale === 'zh_CN' && requiredMessage !== undefined
              ? [{ required: true, whitespace: true, message: requiredMessage }]
              : []
          }
        >
          {rows ? (
            <Input.TextArea autoSize={{ minRows: rows, maxRows: 8 }} maxLength={max} showCount />
          ) : (
            <Input maxLength={max} showCount />
          )}
        </Form.Item>
      ))}
    </div>
  );
}
