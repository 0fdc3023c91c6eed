import { describe, expect, it } from 'vitest';
import {
  ACC_TYPE,
  ACCOUNT_LIMITS,
  BIND_DIALOG_KEY_LENGTH,
  COMMENT_MAX_LENGTH,
  COPY_DIRECTION,
  COPY_TYPE,
  COPY_VALUE_UNLIMITED,
  DEFAULT_DATE_FORMAT,
  DEFAULT_PERFORMANCE_TIER,
  DEFAULT_THEME,
  DIALOG_WIDTHS,
  FEE_PROFIT_OPTIONS,
  FEE_TYPE,
  LAYOUT,
  LIST_LIMITS,
  LOT,
  MT4_LOGIN,
  NICKNAME,
  NUMBER_SUFFIXES,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  PERCENT_SHARE,
  REBATE,
  REDIRECT_CAP,
  REVIEW_STATUS,
  STATS_WINDOWS,
  STORAGE_KEYS,
  SYMBOL_STATUS,
  TIMINGS_MS,
  UPLOAD_LIMITS,
  USDT_PER_USD,
  USER_TYPE,
} from './constants';
import {
  accTypeSchema,
  copyDirectionSchema,
  copyTypeSchema,
  feeTypeSchema,
  paymentMethodSchema,
  paymentStatusSchema,
  reviewStatusSchema,
  symbolStatusSchema,
} from './codes';
import { hexToRgba } from './format';
import { parseHundredths } from './validators';

describe('account limits', () => {
  it('defaults both maximums to 10 with -1 as unlimited', () => {
    expect(ACCOUNT_LIMITS).toEqual({ COPY_MAX_DEFAULT: 10, MASTER_MAX_DEFAULT: 10, UNLIMITED: -1 });
  });
});

describe('theme', () => {
  it('has the spec default colours', () => {
    expect(DEFAULT_THEME).toEqual({
      themeColor: '#e74b3a',
      secondThemeColor: '#f56c6c',
      headerBgc: '#333333',
      footerBgc: '#454545',
      rightBarBackgroundColor: '#999999',
      fontColor: '#333333',
      operatorAccent: '#4764D4',
    });
  });

  it('holds only colours the rgba helper converts', () => {
    for (const colour of Object.values(DEFAULT_THEME)) expect(hexToRgba(colour, 1)).toMatch(/^rgba\(/);
  });
});

describe('timings and layout', () => {
  it('matches spec 9', () => {
    expect(TIMINGS_MS).toEqual({
      REQUEST_TIMEOUT: 30000,
      LOGOUT_REDIRECT: 1000,
      SOCKET_RECONNECT: 10000,
      BIND_SUCCESS_DIALOG: 1000,
      AUTOCOMPLETE_DELAY: 1000,
    });
    expect(REDIRECT_CAP).toBe(5);
    expect(LAYOUT).toEqual({ BREAKPOINT: 1200, ACCOUNT_DROPDOWN_MAX_HEIGHT: 300, AVATAR_SIZE: 36 });
    expect(Object.values(DIALOG_WIDTHS).sort((a, b) => a - b)).toEqual([300, 460, 680, 800, 880]);
    expect(LIST_LIMITS).toEqual({ PAGER_THRESHOLD: 10, UNREAD_BADGE_MAX: 99 });
    expect(BIND_DIALOG_KEY_LENGTH).toBe(10);
  });
});

describe('input limits', () => {
  it('matches spec 5 and 9', () => {
    expect(MT4_LOGIN.MAX_LENGTH).toBe(10);
    expect(NICKNAME).toEqual({ MIN_LENGTH: 2, MAX_LENGTH: 16, LEGACY_MAX_CHARS: 8 });
    expect(COMMENT_MAX_LENGTH).toBe(600);
    expect(UPLOAD_LIMITS).toEqual({
      AVATAR_MAX_BYTES: 10_485_760,
      IMAGE_MAX_BYTES: 2_097_152,
      COMPLAINT_MAX_FILES: 3,
    });
    expect(REBATE).toEqual({ RATE_MIN: 0, RATE_MAX: 100, NAME_MAX_LENGTH: 10 });
    expect(PERCENT_SHARE).toEqual({ MIN: 1, MAX: 100 });
  });

  it('keeps lots in hundredths with a step of 1 and a safe largest value', () => {
    expect(LOT.STEP_HUNDREDTHS).toBe(1);
    expect(parseHundredths('0.01')).toBe(LOT.STEP_HUNDREDTHS);
    const largest = parseHundredths(COPY_VALUE_UNLIMITED);
    expect(largest).toBe(99_999_999_999);
    expect(Number.isSafeInteger(largest)).toBe(true);
  });
});

describe('fees and money', () => {
  it('offers the spec thresholds and a 1000 / 60% default tier', () => {
    expect(FEE_PROFIT_OPTIONS).toEqual([50, 100, 500, 1000, 2000]);
    expect(DEFAULT_PERFORMANCE_TIER).toEqual({ profit: 1000, divided: 0.6 });
    expect(FEE_PROFIT_OPTIONS).toContain(DEFAULT_PERFORMANCE_TIER.profit);
    expect(COPY_VALUE_UNLIMITED).toBe('999999999.99');
    expect(USDT_PER_USD).toBe('1');
    expect(STATS_WINDOWS).toEqual({ RATING_WEEKS: 13, AVERAGE_PROFIT_DAYS: 14 });
  });

  it('accepts only subscription and performance as paid fee types', () => {
    expect(FEE_TYPE).toEqual({ FREE: 1, SUBSCRIPTION: 2, PERFORMANCE: 3 });
    expect(feeTypeSchema.safeParse(3).success).toBe(true);
    expect(feeTypeSchema.safeParse(4).success).toBe(false);
  });
});

describe('formats and storage', () => {
  it('matches spec 9', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(NUMBER_SUFFIXES).toEqual(['k', 'M', 'G', 'T', 'P', 'E']);
    expect(STORAGE_KEYS.TOKEN).toBe('community_token');
    expect(STORAGE_KEYS.LANGUAGE_COOKIE).toBe('language');
  });
});

describe('code tables', () => {
  it('have the spec codes', () => {
    expect(COPY_TYPE).toEqual({ FIXED_LOT: 1, FIXED_RATIO: 2, SMART_RATIO: 3 });
    expect(COPY_DIRECTION).toEqual({ FORWARD: 1, REVERSE: 2 });
    expect(ACC_TYPE).toEqual({ TRADE: 1, FOLLOW: 2 });
    expect(USER_TYPE.TRADER).toBe(3);
    expect(SYMBOL_STATUS).toEqual({ NORMAL: 11, INVALID: 22, UNBOUND: 24 });
  });

  it('validate exactly their values', () => {
    const tables = [
      [copyTypeSchema, COPY_TYPE, [0, 4, '1']],
      [copyDirectionSchema, COPY_DIRECTION, [0, 3, '1']],
      [accTypeSchema, ACC_TYPE, [0, 3, '2']],
      [symbolStatusSchema, SYMBOL_STATUS, [0, 12, '11']],
      [paymentStatusSchema, PAYMENT_STATUS, ['paid', '', 1]],
      [paymentMethodSchema, PAYMENT_METHOD, ['card', 'ALIPAY']],
      [reviewStatusSchema, REVIEW_STATUS, ['approved', 'PASSED']],
    ] as const;
    for (const [schema, table, refused] of tables) {
      for (const value of Object.values(table)) expect(schema.safeParse(value).success).toBe(true);
      for (const value of refused) expect(schema.safeParse(value).success).toBe(false);
    }
  });

  it('name the payment states, methods and review states of the spec', () => {
    expect(Object.keys(PAYMENT_STATUS)).toEqual([
      'TO_BE_PAID',
      'TO_BE_CONFIRMED',
      'CONFIRMED',
      'COMPLAINED',
      'REJECTED',
      'FAILED',
    ]);
    expect(Object.keys(PAYMENT_METHOD)).toEqual(['ALIPAY', 'WECHAT', 'TOKEN', 'COUPON']);
    expect(Object.keys(REVIEW_STATUS)).toEqual(['PENDING', 'REJECTED', 'PASSED']);
  });
});
