import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizeIssues } from './issues';
import { badTextPaths, cleanTextInputSchema, isCleanText } from './text';

describe('clean text', () => {
  it.each([
    ['plain', 'hello', true],
    ['Chinese', '中文 名字', true],
    ['an emoji (a surrogate pair)', 'ok 😀', true],
    ['empty', '', true],
    ['NUL', 'a\u0000b', false],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone low surrogate', '\udc00', false],
    ['a reversed pair', '\ude00\ud83d', false],
  ])('%s: %s', (_label, value, clean) => {
    expect(isCleanText(value)).toBe(clean);
  });

  it('agrees with String.prototype.isWellFormed on any string of UTF-16 code units but NUL', () => {
    const codeUnits = fc
      .array(fc.integer({ min: 0, max: 0xffff }))
      .map((units) => String.fromCharCode(...units));
    fc.assert(
      fc.property(codeUnits, (value) => {
        const wellFormed = (value as string & { isWellFormed(): boolean }).isWellFormed();
        expect(isCleanText(value)).toBe(wellFormed && !value.includes('\u0000'));
      }),
    );
  });
});

describe('badTextPaths', () => {
  it('finds bad strings in nested values and keys, by path', () => {
    expect(
      badTextPaths({
        name: 'ok',
        tags: ['fine', 'b\u0000d'],
        nested: { deeper: [{ text: '\ud800' }] },
        keys: { ['k\u0000']: 1 },
        count: 3,
      }),
    ).toEqual([['tags', 1], ['nested', 'deeper', 0, 'text'], ['keys']]);
  });

  it('walks 100,000 levels of nesting without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    const paths = badTextPaths(deep);
    expect(paths).toHaveLength(1);
    expect(paths[0]).toHaveLength(100_000);
  });

  it('reports at most ten places', () => {
    expect(badTextPaths(Array(1000).fill('\u0000'))).toHaveLength(10);
  });
});

describe('cleanTextInputSchema', () => {
  const body = cleanTextInputSchema.pipe(z.strictObject({ name: z.string(), age: z.number() }));

  it('passes clean input on to the schema behind it', () => {
    expect(body.parse({ name: 'Ann', age: 3 })).toEqual({ name: 'Ann', age: 3 });
    expect(body.safeParse({ name: 'Ann', age: 'x' }).success).toBe(false);
  });

  it('refuses a bad string with the localized message, before the schema behind it', () => {
    const result = body.safeParse({ name: 'A\u0000nn', age: 'x' });
    expect(result.success).toBe(false);
    expect(localizeIssues(result.error!, 'en_US')).toEqual([
      { field: 'name', message: 'Contains a character that is not allowed' },
    ]);
    expect(localizeIssues(result.error!, 'zh_CN')).toEqual([{ field: 'name', message: '包含不允许的字符' }]);
    expect(localizeIssues(result.error!, 'zh_Hant')).toEqual([
      { field: 'name', message: '包含不允許的字符' },
    ]);
  });
});
