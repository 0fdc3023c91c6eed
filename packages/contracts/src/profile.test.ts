import { describe, expect, it } from 'vitest';
import {
  ageOn,
  checkBirthday,
  completeUserInfoBodySchema,
  profileNicknameSchema,
  profileRemarkSchema,
  updatePasswordBodySchema,
  updateTradeSettingsBodySchema,
} from './profile';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('nickname (2-16 wide, a non-ASCII character counts 2, at least 2 characters)', () => {
  it.each([
    ['ab', null],
    ['张三', null],
    ['abcdefghijklmnop', null],
    ['一二三四五六七八', null],
    ['Ann 李', null],
    ['👍🏻ok', null],
    ['a', 'validation.nickname.length'],
    ['张', 'status.NICKNAME_TOO_SHORT'],
    ['abcdefghijklmnopq', 'validation.nickname.length'],
    ['一二三四五六七八九', 'validation.nickname.length'],
    ['   ', 'validation.nickname.required'],
    ['a\tb', 'status.NICKNAME_INVALID_CHARS'],
    ['ab\u202e', 'status.NICKNAME_INVALID_CHARS'],
    ['a\u200bb', 'status.NICKNAME_INVALID_CHARS'],
  ])('%j -> %s', (value, key) => {
    expect(firstMessage(profileNicknameSchema.safeParse(value))).toBe(key);
  });

  it('trims', () => {
    expect(profileNicknameSchema.parse('  Ann  ')).toBe('Ann');
  });
});

describe('birthday (a real date, not after today, age 18 to 120)', () => {
  it('counts whole years, a 29 February birthday turning over on 1 March', () => {
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it.each([
    ['2008-11-21', null],
    ['1906-11-21', null],
    ['2008-11-22', 'status.BIRTHDAY_OUT_OF_RANGE'],
    ['1905-11-20', 'status.BIRTHDAY_OUT_OF_RANGE'],
    ['2026-11-22', 'status.BIRTHDAY_OUT_OF_RANGE'],
    ['2001-02-29', 'validation.birthday.invalid'],
    ['21/11/2000', 'validation.birthday.invalid'],
  ])('%s on 2026-11-21 -> %s', (value, key) => {
    expect(checkBirthday(value, '2026-11-21')).toBe(key);
  });
});

describe('the basic-information body', () => {
  const good = { nickName: 'Ann', gender: 0, birthday: '1990-01-01', country: 'CN', region: 'Shanghai' };
  it('defaults the remark to empty and keeps line breaks in it', () => {
    expect(completeUserInfoBodySchema.parse(good).remark).toBe('');
    expect(profileRemarkSchema.parse(' line one\nline two ')).toBe('line one\nline two');
  });

  it('refuses a remark over 200 characters or with control characters', () => {
    expect(firstMessage(profileRemarkSchema.safeParse('字'.repeat(201)))).toBe('validation.tooLong');
    expect(profileRemarkSchema.safeParse('字'.repeat(200)).success).toBe(true);
    expect(firstMessage(profileRemarkSchema.safeParse('bell\u0007'))).toBe('validation.invalid');
  });

  it('takes gender 0, 1, 2 as numbers only', () => {
    for (const gender of [0, 1, 2])
      expect(completeUserInfoBodySchema.safeParse({ ...good, gender }).success).toBe(true);
    for (const gender of [3, '1', null])
      expect(firstMessage(completeUserInfoBodySchema.safeParse({ ...good, gender }))).toBe(
        'validation.gender.required',
      );
  });
});

describe('password change', () => {
  it('needs a new password that differs from the current one', () => {
    const same = updatePasswordBodySchema.safeParse({
      oldPassword: 'Passw0rd',
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
    });
    expect(firstMessage(same)).toBe('status.PASSWORD_UNCHANGED');
  });
});

describe('trade settings', () => {
  it('needs a value unless smart ratio, with the subscription validators', () => {
    const base = { copyType: 1, direction: 1, cancelMode: 'manual' };
    expect(firstMessage(updateTradeSettingsBodySchema.safeParse(base))).toBe('validation.required');
    expect(updateTradeSettingsBodySchema.safeParse({ ...base, copyType: 3 }).success).toBe(true);
    expect(updateTradeSettingsBodySchema.parse({ ...base, copyValue: '0.1' }).copyValue?.text).toBe('0.10');
    expect(firstMessage(updateTradeSettingsBodySchema.safeParse({ ...base, copyValue: '0.001' }))).toBe(
      'validation.lot.step',
    );
  });
});
