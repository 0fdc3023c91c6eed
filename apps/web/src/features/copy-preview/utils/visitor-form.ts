import { COPY_DIRECTION, COPY_TYPE, type CopyType } from '@copytrade/contracts/constants';
import { PREVIEW, type CopyPreviewInput } from '@copytrade/contracts/preview';

/** The visitor's preview form as typed. */
export type VisitorValues = {
  amount: string;
  leverage: string;
  copyType: CopyType;
  /** Fixed lot's lots, as typed. */
  lots: string;
  /** Fixed ratio's ratio, as typed. */
  ratio: string;
};

export const DEFAULT_VISITOR_VALUES: VisitorValues = {
  amount: PREVIEW.DEFAULT_AMOUNT,
  leverage: String(PREVIEW.DEFAULT_LEVERAGE),
  copyType: COPY_TYPE.SMART_RATIO,
  lots: '0.10',
  ratio: '1',
};

/** The public preview's body for the form's values (checked by the form with the same schema). */
export function visitorBody(mtId: number, values: VisitorValues): CopyPreviewInput {
  const value =
    values.copyType === COPY_TYPE.FIXED_LOT
      ? { copyValue: values.lots.trim() }
      : values.copyType === COPY_TYPE.FIXED_RATIO
        ? { copyValue: values.ratio.trim() }
        : {};
  return {
    mtId,
    amount: values.amount.trim(),
    leverage: values.leverage.trim(),
    copyType: values.copyType,
    direction: COPY_DIRECTION.FORWARD,
    ...value,
  };
}
