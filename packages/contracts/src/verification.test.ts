import { describe, expect, it } from 'vitest';
import { localizeIssues } from './issues';
import {
  adminReviewBodySchema,
  idCardCheckChar,
  idNumberProblem,
  isIdCardNumber,
  isLuhn,
  maskCardNumber,
  maskIdNumber,
  realNameProblem,
  savePaymentInfoBodySchema,
  srCommunityIdInfoBodySchema,
} from './verification';

const card = (first17: string) => `${first17}${idCardCheckChar(first17)}`;

describe('identity card numbers (GB 11643-1999)', () => {
  it('computes the check character with the weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2', () => {
    // 1*7+1*9+0+1*5+0+1*4+1*2+9*1+9*6+0+0+3*7+0+7*10+1*5+2*8+3*4 = 214; 214 mod 11 = 5 -> '3'.
    expect(idCardCheckChar('11010119900307123')).toBe('3');
    // A sum of 2 mod 11 gives X.
    expect(card('11010519491231002').at(-1)).toBe('X');
    expect(isIdCardNumber('11010519491231002x')).toBe(true);
  });

  it('refuses a wrong check character, an impossible or future birth date, 000000 and a wrong length', () => {
    expect(isIdCardNumber('110101199003071233')).toBe(true);
    expect(isIdCardNumber('110101199003071234')).toBe(false);
    expect(isIdCardNumber(card('11010119900230123'))).toBe(false);
    expect(isIdCardNumber(card('11010118991231123'))).toBe(false);
    expect(isIdCardNumber(card('00000019900307123'))).toBe(false);
    expect(isIdCardNumber('11010119900307123')).toBe(false);
    const tomorrow = card('11010120261122123');
    expect(isIdCardNumber(tomorrow)).toBe(true);
    expect(isIdCardNumber(tomorrow, new Date('2026-11-21T23:59:00Z'))).toBe(false);
    expect(isIdCardNumber(tomorrow, new Date('2026-11-22T00:00:00Z'))).toBe(true);
  });

  it('has a message key per document type', () => {
    expect(idNumberProblem(1, ' ')).toBe('validation.idNumber.required');
    expect(idNumberProblem(1, '1234')).toBe('validation.idNumber.identityCard');
    expect(idNumberProblem(2, 'e 1234 567')).toBeNull();
    expect(idNumberProblem(2, 'AB-1234')).toBe('validation.idNumber.document');
    expect(idNumberProblem(2, 'A'.repeat(21))).toBe('validation.idNumber.document');
  });

  it('masks a number for its owner, keeping its length', () => {
    expect(maskIdNumber('110101199003071233')).toBe('110***********1233');
    expect(maskIdNumber('E12345678')).toBe('E******78');
    expect(maskIdNumber('AB12')).toBe('**12');
    expect(maskIdNumber('X9')).toBe('**');
  });
});

describe('real names', () => {
  it('Chinese only where the site asks for it: 2-20 characters, a middle dot between parts', () => {
    expect(realNameProblem('张三', true)).toBeNull();
    expect(realNameProblem('买买提·艾力', true)).toBeNull();
    expect(realNameProblem('张', true)).toBe('validation.name.chineseLength');
    expect(realNameProblem('Zhang San', true)).toBe('validation.name.chineseOnly');
    expect(realNameProblem('·张三', true)).toBe('validation.name.chineseOnly');
  });

  it("elsewhere 2-60 letters of any script with spaces and . - '", () => {
    expect(realNameProblem("Anne-Marie O'Neil Jr.", false)).toBeNull();
    expect(realNameProblem('张三', false)).toBeNull();
    expect(realNameProblem('A', false)).toBe('validation.name.letters');
    expect(realNameProblem('R2D2', false)).toBe('validation.name.letters');
    expect(realNameProblem(' ', false)).toBe('validation.name.required');
  });
});

describe('bank cards', () => {
  it('Luhn: a valid number passes, one changed digit fails', () => {
    expect(isLuhn('4111111111111111')).toBe(true);
    expect(isLuhn('5555555555554444')).toBe(true);
    expect(isLuhn('4111111111111112')).toBe(false);
    expect(isLuhn('41111111111x1111')).toBe(false);
    expect(maskCardNumber('4111111111111111')).toBe('**** **** **** 1111');
  });

  it('the save body drops spaces and checks 12-19 digits and Luhn', () => {
    const ok = savePaymentInfoBodySchema.parse({
      method: 'bank',
      accountName: 'Lena',
      bankName: 'Bank',
      accountNo: '4111 1111-1111 1111',
    });
    expect(ok).toMatchObject({ accountNo: '4111111111111111' });
    const bad = savePaymentInfoBodySchema.safeParse({
      method: 'bank',
      accountName: 'Lena',
      bankName: 'Bank',
      accountNo: '4111111111111112',
    });
    expect(bad.success).toBe(false);
    expect(localizeIssues(bad.error!, 'en_US')).toEqual([
      { field: 'accountNo', message: 'Please enter a valid bank card number' },
    ]);
  });
});

describe('bodies', () => {
  it('an identity card needs both photos, a passport the photo page only', () => {
    const base = { realName: 'Lena', frontImage: 1 };
    const cardOnly = srCommunityIdInfoBodySchema.safeParse({
      ...base,
      idType: 1,
      idNumber: '110101199003071233',
    });
    expect(localizeIssues(cardOnly.error!, 'zh_CN')).toEqual([
      { field: 'backImage', message: '请上传证件背面照片' },
    ]);
    expect(srCommunityIdInfoBodySchema.safeParse({ ...base, idType: 2, idNumber: 'E1234567' }).success).toBe(
      true,
    );
  });

  it('a rejection needs a reason of at most 200 characters', () => {
    const none = adminReviewBodySchema.safeParse({ id: 1, decision: 'reject' });
    expect(localizeIssues(none.error!, 'en_US')).toEqual([
      { field: 'reason', message: 'Please give a reason for the rejection' },
    ]);
    const long = adminReviewBodySchema.safeParse({ id: 1, decision: 'reject', reason: '理'.repeat(201) });
    expect(localizeIssues(long.error!, 'en_US')).toEqual([
      { field: 'reason', message: 'At most 200 characters' },
    ]);
    expect(adminReviewBodySchema.safeParse({ id: 1, decision: 'pass' }).success).toBe(true);
  });
});
