import { COPY_DIRECTION, COPY_TYPE, type CopyType } from '@copytrade/contracts/constants';
import { lotOrRatioSchema } from '@copytrade/contracts/validators';
import { Form, Input, Tooltip, type RadioGroupProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { zodRule } from '@/lib/zod-rule';
import { ChoiceCard, ChoiceGroup } from './choice-cards';

/*
 * The follow settings the subscribe dialog and the trade settings (dealV) both ask for: the follow mode,
 * its lots or ratio, and the direction. Each caller names them in its own words.
 */

const MODES = [
  { value: COPY_TYPE.FIXED_LOT, key: 'fixedLot' },
  { value: COPY_TYPE.FIXED_RATIO, key: 'fixedRatio' },
  { value: COPY_TYPE.SMART_RATIO, key: 'smartRatio' },
] as const;

type ModeKey = (typeof MODES)[number]['key'];
type Choice = { title: string; desc: string };
/** The value and onChange come from the Form.Item around it. */
type GroupProps = Omit<RadioGroupProps, 'className' | 'children'> & { stackBelow: 640 | 768 };

/** Fixed lot, fixed ratio and smart ratio as choice cards. */
export function CopyModeChoices({ choice, ...group }: GroupProps & { choice: (mode: ModeKey) => Choice }) {
  return (
    <ChoiceGroup {...group}>
      {MODES.map((mode) => (
        <ChoiceCard key={mode.value} value={mode.value} {...choice(mode.key)} />
      ))}
    </ChoiceGroup>
  );
}

/** Forward and reverse as choice cards; reverse is disabled, saying why on hover, where the site refuses it. */
export function DirectionChoices({
  choice,
  reverseAllowed,
  notAllowed,
  ...group
}: GroupProps & {
  choice: (direction: 'forward' | 'reverse') => Choice;
  reverseAllowed: boolean;
  notAllowed: string;
}) {
  return (
    <ChoiceGroup columns={2} {...group}>
      <ChoiceCard value={COPY_DIRECTION.FORWARD} {...choice('forward')} />
      <Tooltip title={reverseAllowed ? null : notAllowed}>
        <ChoiceCard value={COPY_DIRECTION.REVERSE} disabled={!reverseAllowed} {...choice('reverse')} />
      </Tooltip>
    </ChoiceGroup>
  );
}

type ValueName = 'lots' | 'ratio';

/**
 * The field `lots` in fixed-lot mode or `ratio` in fixed-ratio mode, as typed and checked by the shared
 * lotOrRatioSchema (a multiple of 0.01); smart ratio has none.
 */
export function CopyValueField({
  copyType,
  label,
  extra,
  className,
}: {
  copyType: CopyType;
  label: (name: ValueName) => string;
  extra?: (name: ValueName) => string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (copyType === COPY_TYPE.SMART_RATIO) return null;
  const name: ValueName = copyType === COPY_TYPE.FIXED_LOT ? 'lots' : 'ratio';
  return (
    <Form.Item
      key={name}
      name={name}
      label={label(name)}
      rules={[zodRule(lotOrRatioSchema, currentLocale())]}
      extra={extra?.(name)}
      className={className}
    >
      <Input
        inputMode="decimal"
        placeholder={t(`frictions.subscribe.${name}Placeholder`)}
        suffix={name === 'lots' ? t('copy.unit.lots') : '×'}
        maxLength={12}
      />
    </Form.Item>
  );
}
