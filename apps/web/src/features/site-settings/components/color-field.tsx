import { HEX_COLOR_PATTERN } from '@copytrade/contracts/site-settings';
import { ColorPicker, Input, Space } from 'antd';
import styles from './color-field.module.css';

/**
 * A colour: antd's picker beside the hex text, both editing the same `#rrggbb` value (a form field). The
 * picker shows the last valid colour while the text is being typed.
 */
export function ColorField({
  id,
  value = '',
  onChange,
  label,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** Named for screen readers (the picker's swatch has no text of its own). */
  label: string;
}) {
  const valid = HEX_COLOR_PATTERN.test(value.trim());
  return (
    <Space.Compact className={styles.field}>
      <ColorPicker
        value={valid ? value.trim() : undefined}
        format="hex"
        disabledAlpha
        aria-label={label}
        onChange={(color) => onChange?.(color.toHexString())}
      />
      <Input
        id={id}
        value={value}
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        className={styles.text}
        onChange={(event) => onChange?.(event.target.value)}
      />
    </Space.Compact>
  );
}
