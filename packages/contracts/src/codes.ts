import { z } from 'zod';
import {
  ACC_TYPE,
  COPY_DIRECTION,
  COPY_TYPE,
  FEE_TYPE,
  PARTIAL_CLOSE_ROUNDING,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  REVIEW_STATUS,
  SYMBOL_STATUS,
} from './constants';

/** Validators of the code tables in `constants.ts` (kept apart so constants import no zod). */
export const copyTypeSchema = z.enum(COPY_TYPE);
export const copyDirectionSchema = z.enum(COPY_DIRECTION);
export const accTypeSchema = z.enum(ACC_TYPE);
export const symbolStatusSchema = z.enum(SYMBOL_STATUS);
export const feeTypeSchema = z.enum(FEE_TYPE);
export const paymentStatusSchema = z.enum(PAYMENT_STATUS);
export const paymentMethodSchema = z.enum(PAYMENT_METHOD);
export const reviewStatusSchema = z.enum(REVIEW_STATUS);
export const partialCloseRoundingSchema = z.enum(PARTIAL_CLOSE_ROUNDING);
