import { toNumber } from '@copytrade/engine/copy/exact';
import { lotsText } from '@copytrade/engine/copy/lots';
import { prepareMasterSizing, sizeLots, smartRatio } from '@copytrade/engine/copy/sizing';
import { COPY_TYPE, NO_VALUE } from '@copytrade/engine/copy/types';

/** An account's figures the smart ratio reads: equity (decimal string) and leverage (100 for 1:100). */
export type SizingFigures = { equity: string; leverage: number };

export type SmartExample = {
  /** The ratio, to 4 decimals rounded down (the engine's display ratio, shortened). */
  ratio: string;
  /** What a master order of `masterLots` becomes, before the symbol's lot terms. */
  lots: string;
  /** The cap applied: the ratio came out above the maximum ratio. */
  capped: boolean;
};

/** 1.00 lot in hundredths: the example order. */
export const EXAMPLE_MASTER_LOTS = 100;

function shortRatio(ratio: string): string {
  const [whole = '0', fraction = ''] = ratio.split('.');
  return `${whole}.${fraction.padEnd(4, '0').slice(0, 4)}`;
}

/**
 * The smart-ratio worked example, computed by the engine's own sizing (DOMAIN.md, Sizing), so what the
 * page shows is exactly what copying will do: ratio = follower equity / master equity x min(1, follower
 * leverage / master leverage), capped by the maximum ratio; lots = master lots x ratio, rounded down to
 * 0.01. Null when a figure is missing or not positive (the engine would skip with SIZING_UNAVAILABLE).
 */
export function smartExample(
  follower: SizingFigures,
  master: SizingFigures,
  maxRatio: string | null,
  masterLots: number = EXAMPLE_MASTER_LOTS,
): SmartExample | null {
  const cap = maxRatio === null || maxRatio === '' ? null : maxRatio;
  const ratio = smartRatio(follower, master, cap);
  const uncapped = smartRatio(follower, master, null);
  if (ratio === null || uncapped === null) return null;
  const sized = sizeLots(
    { copyType: COPY_TYPE.SMART_RATIO, copyValue: NO_VALUE, maxRatio: cap },
    follower,
    prepareMasterSizing(masterLots, master),
  );
  if (typeof sized === 'object') return null;
  return { ratio: shortRatio(ratio), lots: lotsText(toNumber(sized)), capped: ratio !== uncapped };
}
