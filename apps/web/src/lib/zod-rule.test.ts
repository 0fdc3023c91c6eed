import { emailSchema, passwordSchema } from '@copytrade/contracts/validators';
import { describe, expect, it } from 'vitest';
import { zodMessage } from './zod-rule';

describe('zod form rules', () => {
  it('gives the shared validators’ text in the reader’s language', () => {
    expect(zodMessage(emailSchema, 'nope', 'zh_CN')).toBe('请输入正确的邮箱');
    expect(zodMessage(emailSchema, 'nope', 'en_US')).toBe('Please enter a valid email address');
    expect(zodMessage(emailSchema, '', 'zh_Hant')).toBe('請輸入郵箱');
    expect(zodMessage(passwordSchema, 'Abc123', 'zh_CN')).toBeNull();
  });
});
