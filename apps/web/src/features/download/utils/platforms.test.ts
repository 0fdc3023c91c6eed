import { describe, expect, it } from 'vitest';
import { DOWNLOADS, downloadItem } from '../testing/download-fixtures';
import { detectPlatform, groupDownloads, platformOf } from './platforms';

describe('detectPlatform', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 'windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 'mac'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'ios'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      'android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', null],
  ])('reads %s', (agent, platform) => {
    expect(detectPlatform(agent)).toBe(platform);
  });

  it('takes an iPad asking for the desktop site for iOS', () => {
    const agent =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
    expect(detectPlatform(agent, 5)).toBe('ios');
  });
});

describe('platformOf', () => {
  it('knows the contract platforms only', () => {
    expect(platformOf('mt4-ea')).toBe('mt4-ea');
    expect(platformOf('linux')).toBeNull();
    expect(platformOf('')).toBeNull();
  });
});

describe('groupDownloads', () => {
  it("gives each terminal platform its first item, the visitor's first, and sets the EA and documents apart", () => {
    const second = downloadItem({ contentId: 9, title: 'MetaTrader 5 for Windows' });
    const overview = groupDownloads([...DOWNLOADS, second], 'android');
    expect(overview.recommended).toBe('android');
    expect(overview.terminals.map((tile) => tile.platform)).toEqual([
      'android',
      'windows',
      'mac',
      'web',
      'ios',
    ]);
    expect(overview.terminals[1]!.item.contentId).toBe(1);
    expect(overview.ea.map((item) => item.contentId)).toEqual([6]);
    expect(overview.documents.map((item) => item.contentId)).toEqual([7]);
  });

  it('recommends nothing when the visitor has no tile', () => {
    const overview = groupDownloads(
      DOWNLOADS.filter((item) => item.platform !== 'mac'),
      'mac',
    );
    expect(overview.recommended).toBeNull();
    expect(overview.terminals.map((tile) => tile.platform)).toEqual(['windows', 'web', 'android', 'ios']);
  });
});
