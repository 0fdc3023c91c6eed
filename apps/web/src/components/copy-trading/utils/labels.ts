import type { Subscription } from '@copytrade/contracts/subscriptions';
import type { TFunction } from 'i18next';
import { copyModeKey, isNoValue, sizeUnit } from './display-codes';

/** A copy value with its unit (spec 4): '0.10 lot', '1.50×'; '' for smart ratio, which has no value. */
export function copyValueText(t: TFunction, copyType: number, copyValue: string): string {
  const unit = sizeUnit(copyType, copyValue);
  if (unit === null) return '';
  return unit === 'lot'
    ? t('copy.unit.lot', { value: copyValue })
    : t('copy.unit.multiple', { value: copyValue });
}

/** 'Fixed lot · 0.10 lot', 'Fixed ratio · 1.50×', 'Smart ratio'. */
export function modeText(t: TFunction, copyType: number, copyValue: string): string {
  const mode = t(`copy.mode.${copyModeKey(copyType)}`);
  const value = copyValueText(t, copyType, copyValue);
  return value ? `${mode} · ${value}` : mode;
}

type Limits = Pick<Subscription, 'maxOpenPositions' | 'maxTotalLots' | 'maxRatio' | 'copyType'>;

/** The limits that are set, one phrase each; empty when there is none. */
export function limitTexts(t: TFunction, limits: Limits): string[] {
  const texts: string[] = [];
  if (limits.maxOpenPositions !== null) {
    texts.push(t('copy.limits.positions', { value: limits.maxOpenPositions }));
  }
  if (!isNoValue(limits.maxTotalLots)) texts.push(t('copy.limits.lots', { value: limits.maxTotalLots }));
  if (copyModeKey(limits.copyType) === 'smartRatio' && !isNoValue(limits.maxRatio)) {
    texts.push(t('copy.limits.ratio', { value: limits.maxRatio }));
  }
  return texts;
}
