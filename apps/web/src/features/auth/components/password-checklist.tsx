import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './password-checklist.module.css';

/** The parts of the shared password rule (spec 5: 6-20 characters with a digit, a lowercase and an uppercase letter). */
export function passwordChecks(value: string) {
  return {
    length: value.length >= 6 && value.length <= 20 && !/\s/.test(value),
    lower: /[a-z]/.test(value),
    upper: /[A-Z]/.test(value),
    digit: /\d/.test(value),
  };
}

/** Live hint under the password field: which parts of the rule the password meets. */
export function PasswordChecklist({ value }: { value: string }) {
  const { t } = useTranslation();
  const checks = passwordChecks(value);
  const met = Object.values(checks).filter(Boolean).length;
  const items = [
    { key: 'length', ok: checks.length, label: t('auth.password.length') },
    { key: 'upper', ok: checks.upper, label: t('auth.password.upper') },
    { key: 'lower', ok: checks.lower, label: t('auth.password.lower') },
    { key: 'digit', ok: checks.digit, label: t('auth.password.digit') },
  ];
  const level = value.length === 0 ? 0 : met <= 2 ? 1 : met === 3 ? 2 : value.length >= 10 ? 4 : 3;
  const levelLabel = [
    '',
    t('auth.password.weak'),
    t('auth.password.fair'),
    t('auth.password.good'),
    t('auth.password.strong'),
  ][level];

  return (
    <div className={styles.wrap} aria-live="polite">
      <div className={styles.meter} data-level={level}>
        <span />
        <span />
        <span />
        <span />
        {levelLabel ? <em className={styles.levelLabel}>{levelLabel}</em> : null}
      </div>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key} className={item.ok ? styles.ok : styles.todo}>
            {item.ok ? <CheckCircleFilled /> : <CloseCircleOutlined />} {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
