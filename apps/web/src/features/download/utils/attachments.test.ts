import { describe, expect, it } from 'vitest';
import { GUIDE_PDFS } from '../testing/download-fixtures';
import { fileFor, safeLink } from './attachments';

describe('fileFor', () => {
  it("picks the file named in the reader's language", () => {
    expect(fileFor(GUIDE_PDFS, 'zh_CN')?.fileName).toBe('用户指南 (简体中文).pdf');
    expect(fileFor(GUIDE_PDFS, 'en_US')?.fileName).toBe('User Guide (English).pdf');
    expect(fileFor(GUIDE_PDFS, 'zh_Hant')?.fileName).toBe('使用者指南 (繁體中文).pdf');
  });

  it('falls back to the first file, and to nothing without files', () => {
    const single = [{ ...GUIDE_PDFS[1]!, fileName: 'guide.pdf' }];
    expect(fileFor(single, 'zh_CN')?.fileName).toBe('guide.pdf');
    expect(fileFor(GUIDE_PDFS, 'fr')?.fileName).toBe('用户指南 (简体中文).pdf');
    expect(fileFor([], 'en_US')).toBeNull();
  });
});

describe('safeLink', () => {
  it('keeps web addresses and paths of the site', () => {
    expect(safeLink(' https://apps.apple.com/app/id496212596 ')).toBe(
      'https://apps.apple.com/app/id496212596',
    );
    expect(safeLink('/bridge/v1/ea/CopyTradeBridge.mq4')).toBe('/bridge/v1/ea/CopyTradeBridge.mq4');
  });

  it('drops anything else', () => {
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('//evil.example.com/x')).toBeNull();
    expect(safeLink('')).toBeNull();
  });
});
