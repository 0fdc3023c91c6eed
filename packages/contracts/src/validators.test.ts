import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizeIssues } from './issues';
import type { Locale } from './locale';
import { translate } from './messages';
import { STATUS_TEXT } from './status-codes';
import { validationMessages } from './messages/validation';
import { formatHundredths } from './number-format';
import {
  amountSchema,
  bankCardSchema,
  bindAccountBodySchema,
  bindAccountFormSchema,
  birthdaySchema,
  charLength,
  checkAvatarSize,
  checkComplaintFileCount,
  checkImageSize,
  chineseNameSchema,
  commentSchema,
  complaintContentSchema,
  countrySchema,
  decodeBase58,
  emailSchema,
  followAccountIdSchema,
  genderSchema,
  idNumberSchema,
  isAmountText,
  isDateText,
  isMt4Login,
  isPositiveIntegerText,
  isTrc20AddressFormat,
  isWithinBalance,
  loginFormSchemaFor,
  lotOrRatioSchema,
  maxTextLength,
  mt4LoginSchema,
  nicknameSchema,
  paidFeeTypeSchema,
  parseHundredths,
  passwordSchema,
  paymentCodeSchema,
  percentShareSchema,
  phoneSchema,
  positionCountSchema,
  positiveIntegerSchema,
  readConfirmedSchema,
  rebateNameSchema,
  rebateRateSchema,
  regionSchema,
  requiredIdSchema,
  textLength,
  tradePasswordSchema,
  usdtAddressSchema,
  usernameFor,
  usernamePromptKey,
  voucherSchema,
  walletAmountSchema,
  withMatchingPasswords,
} from './validators';

/** The localized messages of a failing parse; throws when the input unexpectedly passes. */
function messagesOf(schema: z.ZodType, input: unknown, locale: Locale = 'zh_CN'): string[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return localizeIssues(result.error, locale).map((issue) => issue.message);
}

/** The first localized message of a failing parse. */
function messageOf(schema: z.ZodType, input: unknown, locale: Locale = 'zh_CN'): string {
  return messagesOf(schema, input, locale)[0] ?? '';
}

/** Field -> message of a failing object parse. */
function fieldMessages(schema: z.ZodType, input: unknown, locale: Locale = 'zh_CN'): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the object to be refused');
  return Object.fromEntries(
    localizeIssues(result.error, locale).map((issue) => [issue.field, issue.message]),
  );
}

const MB = 1024 * 1024;
const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('message tables', () => {
  it('gives every validation key three non-empty texts with the same placeholders', () => {
    for (const [key, texts] of Object.entries(validationMessages)) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(texts.zh_CN, key).not.toBe('');
      expect(texts.en_US, key).not.toBe('');
      expect(texts.zh_Hant, key).not.toBe('');
      expect(placeholders(texts.en_US), key).toEqual(placeholders(texts.zh_CN));
      expect(placeholders(texts.zh_Hant), key).toEqual(placeholders(texts.zh_CN));
    }
  });

  it('keeps "username already exists" in the status table only', () => {
    expect(STATUS_TEXT.USERNAME_TAKEN.en_US).toBe('Username already exists');
    const texts = Object.values(validationMessages).map((t) => t.en_US.toLowerCase());
    expect(texts).not.toContain('username already exists');
  });

  it('never shows a raw key for the issues of these schemas', () => {
    const samples: Array<[z.ZodType, unknown]> = [
      [bindAccountFormSchema, {}],
      [lotOrRatioSchema, true],
      [amountSchema, '-1'],
      [nicknameSchema, 'a'],
      [commentSchema, 'x'.repeat(601)],
      [usdtAddressSchema, 'T1'],
      [chineseNameSchema, 'Li'],
      [birthdaySchema, '2001-02-29'],
      [rebateNameSchema, 'x'.repeat(11)],
      [positiveIntegerSchema, '0'],
      [positionCountSchema, '1.5'],
      [rebateRateSchema, 101],
      [paidFeeTypeSchema, 1],
    ];
    for (const [schema, input] of samples) {
      for (const locale of ['zh_CN', 'en_US', 'zh_Hant'] as const) {
        for (const message of messagesOf(schema, input, locale)) expect(message).not.toMatch(/^validation\./);
      }
    }
  });
});

describe('passwordSchema (existing rule)', () => {
  it('accepts 6 and 20 characters with upper, lower and digit', () => {
    expect(passwordSchema.safeParse('Abc123').success).toBe(true);
    expect(passwordSchema.safeParse('Abc123' + 'x'.repeat(14)).success).toBe(true);
  });

  it('refuses 5 and 21 characters, and a missing uppercase, lowercase or digit', () => {
    for (const bad of ['Abc12', 'Abc123' + 'x'.repeat(15), 'abc123', 'ABC123', 'Abcdef']) {
      expect(messageOf(passwordSchema, bad)).toBe('密码须为6-20位，且包含大写字母、小写字母和数字');
    }
    expect(messageOf(passwordSchema, 'abc123', 'en_US')).toBe(
      'Must contain a combination of uppercase and lowercase letters and numbers and must be between 6-20 in length',
    );
  });

  it('requires both passwords to match', () => {
    const schema = withMatchingPasswords(z.object({ password: passwordSchema, confirmPassword: z.string() }));
    expect(schema.safeParse({ password: 'Abc123', confirmPassword: 'Abc123' }).success).toBe(true);
    expect(fieldMessages(schema, { password: 'Abc123', confirmPassword: 'Abc124' })).toEqual({
      confirmPassword: '两次输入的密码不一致',
    });
  });
});

describe('textLength and maxTextLength', () => {
  it('counts ASCII as 1 and every non-ASCII character as 2', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('abc')).toBe(3);
    expect(textLength('中文')).toBe(4);
    expect(textLength('a中b')).toBe(4);
    expect(textLength('é')).toBe(2);
    expect(textLength('😀')).toBe(2);
    expect(charLength('😀中a')).toBe(3);
  });

  it('lies between the character count and twice it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const chars = charLength(s);
        const length = textLength(s);
        return (
          length >= chars &&
          length <= 2 * chars &&
          (length === chars) === [...s].every((c) => c.codePointAt(0)! < 0x80)
        );
      }),
    );
    // A hundred random strings: milliseconds alone, but it ran past 5 s once beside the whole suite.
  }, 30_000);

  it('refuses over the maximum with the given key and the maximum as a parameter', () => {
    const schema = maxTextLength(4, 'validation.tooLong');
    expect(schema.safeParse('中文').success).toBe(true);
    expect(schema.safeParse('abcd').success).toBe(true);
    expect(messageOf(schema, '中文a')).toBe('长度不能超过4个字符');
    expect(messageOf(maxTextLength(4), 'abcde', 'zh_Hant')).toBe('長度不能超過4個字符（中文算2個字符）');
  });
});

describe('mt4LoginSchema', () => {
  it('accepts 1 to 10 digits, trimmed', () => {
    expect(mt4LoginSchema.parse('1')).toBe('1');
    expect(mt4LoginSchema.parse(' 1234567890 ')).toBe('1234567890');
    expect(isMt4Login('1234567890')).toBe(true);
    expect(isMt4Login('12345678901')).toBe(false);
  });

  it('says 请输入MT4账号 when empty, only that', () => {
    expect(messagesOf(mt4LoginSchema, '')).toEqual(['请输入MT4账号']);
    expect(messagesOf(mt4LoginSchema, '   ')).toEqual(['请输入MT4账号']);
    expect(messagesOf(mt4LoginSchema, undefined)).toEqual(['请输入MT4账号']);
  });

  it('says 请输入只能为数字的MT4账号 for anything but digits', () => {
    expect(messagesOf(mt4LoginSchema, '12a45')).toEqual(['请输入只能为数字的MT4账号']);
    expect(messagesOf(mt4LoginSchema, '-123')).toEqual(['请输入只能为数字的MT4账号']);
    expect(messagesOf(mt4LoginSchema, '12345678901a')).toEqual(['请输入只能为数字的MT4账号']);
  });

  it('refuses 11 digits with the spec English text', () => {
    expect(messageOf(mt4LoginSchema, '12345678901', 'en_US')).toBe('Please enter the correct MT 4 account');
    expect(messageOf(mt4LoginSchema, '12345678901', 'zh_Hant')).toBe('請輸入正確的MT4帳號');
  });
});

describe('bind account', () => {
  const form = { platformId: 3, serverListId: 7, login: ' 800123 ', tradePwd: ' secret ', agreed: true };

  it('accepts a filled form and trims the account and password', () => {
    expect(bindAccountFormSchema.parse(form)).toEqual({ ...form, login: '800123', tradePwd: 'secret' });
  });

  it('gives the spec message of every empty field', () => {
    expect(fieldMessages(bindAccountFormSchema, {})).toEqual({
      platformId: '请选择合作平台',
      serverListId: '请选择服务器',
      login: '请输入MT4账号',
      tradePwd: '请输入交易密码',
      agreed: '请勾选用户须知',
    });
  });

  it('treats an unselected select (0, empty string, null) as not chosen', () => {
    expect(fieldMessages(bindAccountFormSchema, { ...form, platformId: 0, serverListId: '' })).toEqual({
      platformId: '请选择合作平台',
      serverListId: '请选择服务器',
    });
    expect(messageOf(requiredIdSchema('validation.platform.required'), null, 'en_US')).toBe(
      'Please select a broker',
    );
  });

  it('refuses an unticked notice and a blank password', () => {
    expect(fieldMessages(bindAccountFormSchema, { ...form, agreed: false, tradePwd: '   ' })).toEqual({
      agreed: '请勾选用户须知',
      tradePwd: '请输入交易密码',
    });
    expect(messageOf(tradePasswordSchema, '', 'zh_Hant')).toBe('請輸入交易密碼');
  });

  it('refuses unknown fields', () => {
    expect(fieldMessages(bindAccountFormSchema, { ...form, extra: 1 })).toEqual({
      '': '不支持的字段：extra',
    });
  });

  it('accepts the payload with accType 1 or 2 and nothing else', () => {
    const body = {
      accType: 1,
      userId: 42,
      platformId: 3,
      serverListId: 7,
      login: '800123',
      tradePwd: 'secret',
    };
    expect(bindAccountBodySchema.parse(body)).toEqual(body);
    expect(bindAccountBodySchema.safeParse({ ...body, accType: 2 }).success).toBe(true);
    expect(Object.keys(fieldMessages(bindAccountBodySchema, { ...body, accType: 3 }))).toEqual(['accType']);
    expect(Object.keys(fieldMessages(bindAccountBodySchema, { ...body, agreed: true }))).toEqual(['']);
    expect(Object.keys(fieldMessages(bindAccountBodySchema, { ...body, userId: 0 }))).toEqual(['userId']);
  });
});

describe('positiveIntegerSchema', () => {
  it('accepts digits from 1, as text or number', () => {
    expect(positiveIntegerSchema.parse('1')).toBe(1);
    expect(positiveIntegerSchema.parse(' 42 ')).toBe(42);
    expect(positiveIntegerSchema.parse(7)).toBe(7);
    expect(isPositiveIntegerText('9007199254740991')).toBe(true);
    expect(isPositiveIntegerText('9007199254740992')).toBe(false);
  });

  it('refuses 0, signs, decimals and exponents', () => {
    for (const bad of ['0', 0, '-1', '+1', '1.5', 1.5, '1e3', 1e21]) {
      expect(messageOf(positiveIntegerSchema, bad)).toBe('请输入正整数');
    }
    expect(messageOf(positiveIntegerSchema, '', 'en_US')).toBe('This field is required');
  });
});

describe('lotOrRatioSchema', () => {
  it('reads 0.01 and the largest value as integer hundredths with a canonical text', () => {
    expect(lotOrRatioSchema.parse('0.01')).toEqual({ hundredths: 1, text: '0.01' });
    expect(lotOrRatioSchema.parse(0.01)).toEqual({ hundredths: 1, text: '0.01' });
    expect(lotOrRatioSchema.parse(' 1.5 ')).toEqual({ hundredths: 150, text: '1.50' });
    expect(lotOrRatioSchema.parse(2)).toEqual({ hundredths: 200, text: '2.00' });
    expect(lotOrRatioSchema.parse('999999999.99')).toEqual({ hundredths: 99999999999, text: '999999999.99' });
  });

  it('refuses 0.001, 0, 1000000000 and negatives with "Can only be a multiple of 0.01"', () => {
    for (const bad of [
      '0.001',
      0.001,
      '0',
      0,
      '0.00',
      '1000000000',
      1000000000,
      '-1',
      '1.',
      '.5',
      'abc',
      true,
    ]) {
      expect(messageOf(lotOrRatioSchema, bad)).toBe('只能为0.01的倍数');
    }
    expect(messageOf(lotOrRatioSchema, '0.001', 'en_US')).toBe('Can only be a multiple of 0.01');
    expect(messageOf(lotOrRatioSchema, '0', 'zh_Hant')).toBe('只能為0.01的倍數');
  });

  it('refuses a float sum rather than rounding it', () => {
    expect(messageOf(lotOrRatioSchema, 0.1 + 0.2, 'en_US')).toBe('Can only be a multiple of 0.01');
  });

  it('asks for a value when empty', () => {
    expect(messageOf(lotOrRatioSchema, '')).toBe('此项为必填项');
    expect(messageOf(lotOrRatioSchema, undefined)).toBe('此项为必填项');
  });

  it('round-trips every hundredth through its text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999_999 }),
        (h) => parseHundredths(formatHundredths(h)) === h,
      ),
    );
  });
});

describe('amountSchema and balance', () => {
  it('accepts positive amounts with up to 2 decimals as a 2-decimal string', () => {
    expect(amountSchema.parse('100')).toBe('100.00');
    expect(amountSchema.parse('0.01')).toBe('0.01');
    expect(amountSchema.parse(1.5)).toBe('1.50');
    expect(amountSchema.parse('999999999999.99')).toBe('999999999999.99');
    expect(isAmountText('0.1')).toBe(true);
    expect(isAmountText('0.00')).toBe(false);
  });

  it('refuses zero and negatives as not positive', () => {
    expect(messageOf(amountSchema, '0')).toBe('金额必须大于0');
    expect(messageOf(amountSchema, '0.00')).toBe('金额必须大于0');
    expect(messageOf(amountSchema, '-5', 'en_US')).toBe('The amount must be greater than 0');
  });

  it('refuses 3 decimals, text and 13 integer digits as malformed', () => {
    for (const bad of ['1.001', 'abc', '1,000', '1000000000000']) {
      expect(messageOf(amountSchema, bad)).toBe('请输入正确的金额，最多两位小数');
    }
  });

  it('compares with the balance in decimals, not floats', () => {
    expect(isWithinBalance('100.00', '100')).toBe(true);
    expect(isWithinBalance('100.01', '100')).toBe(false);
    // As floats both are 9007199254740992; as decimals the first is larger.
    expect(isWithinBalance('9007199254740993.01', '9007199254740993.00')).toBe(false);
    expect(isWithinBalance('1', 'not a number')).toBe(false);
  });

  it('agrees with integer cents for any amounts', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        (a, b) => {
          const text = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
          return isWithinBalance(text(a), text(b)) === a <= b;
        },
      ),
    );
  });

  it('refuses a withdrawal above the available balance', () => {
    const schema = walletAmountSchema('50.00');
    expect(schema.parse('50')).toBe('50.00');
    expect(messageOf(schema, '50.01')).toBe('钱包可用余额不足');
    expect(messageOf(schema, '50.01', 'en_US')).toBe('Insufficient available balance in wallet');
    expect(messageOf(schema, '0')).toBe('金额必须大于0');
  });
});

describe('counts and shares', () => {
  it('position count: digits only', () => {
    expect(positionCountSchema.parse('0')).toBe(0);
    expect(positionCountSchema.parse(12)).toBe(12);
    for (const bad of ['1.5', '-1', 'x', '1234567890'])
      expect(messageOf(positionCountSchema, bad)).toBe('请输入整数');
  });

  it('percentage share: 1 and 100 yes, 0 and 101 no', () => {
    expect(percentShareSchema.parse(1)).toBe(1);
    expect(percentShareSchema.parse('100')).toBe(100);
    for (const bad of [0, '101', '50.5', -1]) {
      expect(messageOf(percentShareSchema, bad)).toBe('请输入1到100的正整数');
    }
    expect(messageOf(percentShareSchema, 101, 'en_US')).toBe('Please enter a positive integer from 1 to 100');
  });

  it('rebate rate: 0 to 100', () => {
    expect(rebateRateSchema.parse(0)).toBe(0);
    expect(rebateRateSchema.parse('100')).toBe(100);
    expect(messageOf(rebateRateSchema, 101)).toBe('请输入0到100的整数');
    expect(messageOf(rebateRateSchema, '-1', 'zh_Hant')).toBe('請輸入0到100的整數');
  });

  it('rebate name: 10 characters, Chinese counting 1', () => {
    expect(rebateNameSchema.parse('一二三四五六七八九十')).toBe('一二三四五六七八九十');
    expect(messageOf(rebateNameSchema, 'abcdefghijk')).toBe('返佣名称不能超过10个字符');
    expect(messageOf(rebateNameSchema, ' ')).toBe('请输入返佣名称');
  });
});

describe('nicknameSchema', () => {
  it('accepts 2 to 16 Latin or 1 to 8 Chinese characters', () => {
    for (const ok of ['ab', 'a'.repeat(16), '王', '八个中文字的名字', 'ab中文']) {
      expect(nicknameSchema.safeParse(ok).success).toBe(true);
    }
  });

  it('refuses 1 Latin, 17 Latin and 9 Chinese characters', () => {
    for (const bad of ['a', 'a'.repeat(17), '九个中文字的的名字', '七个中文字名字abc']) {
      expect(messageOf(nicknameSchema, bad)).toBe('昵称长度为2-16个字符，一个中文算2个字符');
    }
    expect(messageOf(nicknameSchema, '  ', 'en_US')).toBe('Please enter a nickname');
  });
});

describe('commentSchema', () => {
  it('accepts 600 characters, Chinese and emoji each counting 1', () => {
    expect(commentSchema.safeParse('x'.repeat(600)).success).toBe(true);
    expect(commentSchema.safeParse('评'.repeat(600)).success).toBe(true);
    expect(commentSchema.safeParse('😀'.repeat(600)).success).toBe(true);
  });

  it('refuses 601 with the spec text', () => {
    expect(messageOf(commentSchema, 'x'.repeat(601))).toBe('评论不能超过600个字符');
    expect(messageOf(commentSchema, 'x'.repeat(601), 'en_US')).toBe('Comments cannot exceed 600 characters');
    expect(messageOf(commentSchema, 'x'.repeat(601), 'zh_Hant')).toBe('評論不能超過600個字符');
  });
});

describe('uploads', () => {
  it('allows an avatar of 10MB and not a byte more', () => {
    expect(checkAvatarSize(10 * MB)).toBeNull();
    expect(checkAvatarSize(10 * MB + 1)).toBe('validation.upload.avatarTooLarge');
    expect(translate('en_US', 'validation.upload.avatarTooLarge')).toBe('avatar image cannot exceed 10MB');
  });

  it('allows other images of 2MB and not a byte more', () => {
    expect(checkImageSize(2 * MB)).toBeNull();
    expect(checkImageSize(2 * MB + 1)).toBe('validation.upload.imageTooLarge');
    expect(translate('en_US', 'validation.upload.imageTooLarge')).toBe('other image cannot exceed 2MB');
  });

  it('allows 3 complaint files and not 4', () => {
    expect(checkComplaintFileCount(3)).toBeNull();
    expect(checkComplaintFileCount(4)).toBe('validation.upload.tooManyFiles');
    expect(translate('en_US', 'validation.upload.tooManyFiles')).toBe('Limit upload selection to 3 files');
    expect(translate('zh_Hant', 'validation.upload.tooManyFiles')).toBe('最多只能選擇3個文件上傳');
  });
});

describe('USDT TRC20 address', () => {
  it('decodes base58', () => {
    expect([...(decodeBase58('') ?? [])]).toEqual([]);
    expect([...(decodeBase58('1') ?? [])]).toEqual([0]);
    expect([...(decodeBase58('z') ?? [])]).toEqual([57]);
    expect([...(decodeBase58('21') ?? [])]).toEqual([58]);
    expect([...(decodeBase58('5R') ?? [])]).toEqual([1, 0]);
    expect(decodeBase58('0OIl')).toBeNull();
  });

  it('accepts the USDT contract address', () => {
    expect(isTrc20AddressFormat(USDT_CONTRACT)).toBe(true);
    expect(usdtAddressSchema.parse(` ${USDT_CONTRACT} `)).toBe(USDT_CONTRACT);
  });

  it('refuses wrong length, first letter, alphabet or version byte', () => {
    for (const bad of [
      USDT_CONTRACT.slice(0, 33),
      `${USDT_CONTRACT}1`,
      `A${USDT_CONTRACT.slice(1)}`,
      `${USDT_CONTRACT.slice(0, 33)}0`,
      `T${'1'.repeat(33)}`, // decodes to a first byte of 0x40, not 0x41
      `T${'z'.repeat(33)}`, // 0x43
    ]) {
      expect(isTrc20AddressFormat(bad)).toBe(false);
    }
    expect(messageOf(usdtAddressSchema, 'T123')).toBe('请输入正确的TRC20 USDT地址');
    expect(messageOf(usdtAddressSchema, '', 'en_US')).toBe('Please enter the USDT address');
  });
});

describe('required fields', () => {
  const cases: Array<[string, z.ZodType, unknown, string]> = [
    ['phone', phoneSchema, '13800138000', '请输入手机号'],
    ['email', emailSchema, 'a@b.cn', '请输入邮箱'],
    ['gender', genderSchema, '1', '请选择性别'],
    ['birthday', birthdaySchema, '2000-02-29', '请选择出生日期'],
    ['country', countrySchema, 'CN', '请选择国家'],
    ['region', regionSchema, '广东', '请选择地区'],
    ['ID number', idNumberSchema, '110101199003071234', '请输入证件号码'],
    ['bank card', bankCardSchema, '6222020200112233445', '请输入银行卡号'],
    ['name', chineseNameSchema, '张三', '请输入姓名'],
    ['voucher', voucherSchema, 'https://cdn.example/v.png', '请上传支付凭证'],
    ['payment code', paymentCodeSchema, 'https://cdn.example/qr.png', '请上传收款码'],
    ['USDT address', usdtAddressSchema, USDT_CONTRACT, '请输入USDT地址'],
    ['complaint', complaintContentSchema, '凭证是假的', '请输入投诉内容'],
  ];

  it.each(cases)('%s: a value passes, empty gives its message first', (_name, schema, valid, message) => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(messageOf(schema, '')).toBe(message);
    expect(messageOf(schema, undefined)).toBe(message);
  });

  it('gives English and Traditional texts', () => {
    expect(messageOf(bankCardSchema, '', 'en_US')).toBe('Please enter your bank card number');
    expect(messageOf(idNumberSchema, '', 'zh_Hant')).toBe('請輸入證件號碼');
  });

  it('accepts only Chinese names, with a middle dot between parts', () => {
    expect(chineseNameSchema.parse(' 买买提·艾力 ')).toBe('买买提·艾力');
    for (const bad of ['Zhang San', '张3', '张 三', '·张']) {
      expect(messageOf(chineseNameSchema, bad)).toBe('姓名只能为中文');
    }
    expect(messageOf(chineseNameSchema, 'Li', 'en_US')).toBe('The name can only contain Chinese characters');
  });

  it('accepts only real dates as a birthday', () => {
    expect(isDateText('2000-02-29')).toBe(true);
    expect(isDateText('2001-02-29')).toBe(false);
    expect(isDateText('2000-13-01')).toBe(false);
    expect(isDateText('2000-1-01')).toBe(false);
    expect(messageOf(birthdaySchema, '2001-02-29')).toBe('请输入正确的日期');
  });

  it('follow account cannot be empty', () => {
    expect(followAccountIdSchema.parse(5)).toBe(5);
    expect(messageOf(followAccountIdSchema, undefined)).toBe('跟单账户不能为空');
    expect(messageOf(followAccountIdSchema, undefined, 'en_US')).toBe('Follow account cannot be empty');
  });

  it('please tick I have read', () => {
    expect(readConfirmedSchema.parse(true)).toBe(true);
    expect(messageOf(readConfirmedSchema, false)).toBe('请勾选我已阅读');
    expect(messageOf(readConfirmedSchema, undefined, 'en_US')).toBe('Please tick I have read');
  });

  it('please select one of subscription fee and performance fee', () => {
    expect(paidFeeTypeSchema.parse(2)).toBe(2);
    expect(paidFeeTypeSchema.parse(3)).toBe(3);
    expect(messageOf(paidFeeTypeSchema, 1, 'en_US')).toBe(
      'Please select one of subscription fee and performance fee',
    );
    expect(messageOf(paidFeeTypeSchema, undefined, 'zh_Hant')).toBe('請在訂閱費和業績費中選擇一項');
  });
});

describe('username by verifyMethod', () => {
  it('picks the prompt: 0 phone or email, 2 phone, else email', () => {
    expect(translate('zh_CN', usernamePromptKey(0))).toBe('请输入手机号或邮箱');
    expect(translate('zh_CN', usernamePromptKey(2))).toBe('请输入手机号');
    expect(translate('zh_CN', usernamePromptKey(1))).toBe('请输入邮箱');
    expect(translate('zh_CN', usernamePromptKey(7))).toBe('请输入邮箱');
  });

  it('checks the kinds of username the site accepts', () => {
    expect(usernameFor(0).safeParse('13800138000').success).toBe(true);
    expect(usernameFor(0).safeParse('a@b.cn').success).toBe(true);
    expect(usernameFor(2).safeParse('13800138000').success).toBe(true);
    expect(messageOf(usernameFor(2), 'a@b.cn')).toBe('请输入正确的手机号');
    expect(usernameFor(1).safeParse('a@b.cn').success).toBe(true);
    expect(messageOf(usernameFor(1), '13800138000', 'en_US')).toBe('Please enter a valid email address');
  });

  it('login form: both fields required, the prompt by verifyMethod, no format check', () => {
    expect(fieldMessages(loginFormSchemaFor(2), { userName: ' ', password: '' })).toEqual({
      userName: '请输入手机号',
      password: '请输入密码',
    });
    expect(fieldMessages(loginFormSchemaFor(0), { password: 'x' }, 'zh_Hant')).toEqual({
      userName: '請輸入手機號或郵箱',
    });
    expect(loginFormSchemaFor(1).parse({ userName: ' someone ', password: 'x' })).toEqual({
      userName: 'someone',
      password: 'x',
    });
  });
});
