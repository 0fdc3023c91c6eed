import { describe, expect, it } from 'vitest';
import { fileTypeLabel, formatFileSize, readingMinutes } from './content-meta';

describe('readingMinutes', () => {
  it('reads English at 250 words and Chinese at 500 characters a minute, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(250))).toBe(1);
    expect(readingMinutes('word '.repeat(251))).toBe(2);
    expect(readingMinutes('点'.repeat(1000))).toBe(2);
    // 500 characters (1 minute) and 250 words (1 minute) together: 2 minutes.
    expect(readingMinutes(`${'汇'.repeat(500)} ${'pip '.repeat(250)}`)).toBe(2);
  });
});

describe('formatFileSize', () => {
  it('writes bytes, KB and MB with one decimal under ten', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(20 * 1024)).toBe('20 KB');
    expect(formatFileSize(1_572_864)).toBe('1.5 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
  });
});

describe('fileTypeLabel', () => {
  it('takes the extension, else the MIME subtype', () => {
    expect(fileTypeLabel('application/pdf', 'guide.pdf')).toBe('PDF');
    expect(fileTypeLabel('application/pdf', 'guide')).toBe('PDF');
    expect(fileTypeLabel('', 'setup')).toBe('FILE');
  });
});
