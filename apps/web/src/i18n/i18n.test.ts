import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { partOf } from './core-sections';
import { ensureAllMessages, ensureMessages, initI18n, loadMessages } from './i18n';
import enUS from './locales/en_US.json';

describe('messages in three chunks', () => {
  it('loads a language whole from its parts', async () => {
    expect(await loadMessages('en_US')).toEqual(enUS);
  });

  it('puts each section in one part', () => {
    expect(partOf('home')).toBe('core');
    expect(partOf('square')).toBe('core');
    expect(partOf('profile')).toBe('profile');
    expect(partOf('wallet')).toBe('rest');
    expect(partOf('noSuchSection')).toBe('rest');
  });

  it('starts the home page with its core sections, and the rest arrives when a text outside them is asked for', async () => {
    await initI18n('en_US', undefined, { parts: ['core'] });
    const added: string[] = [];
    i18next.store.on('added', (lng) => added.push(lng));
    expect(i18next.t('header.register')).toBe(enUS.header.register);
    // Outside the core: blank for that moment, never the key, and it fetches the rest.
    expect(i18next.t('wallet.unit')).toBe('');
    await ensureAllMessages();
    // The profile's part and the rest, each added once.
    expect(added).toEqual(['en_US', 'en_US']);
    expect(i18next.t('wallet.unit')).toBe(enUS.wallet.unit);
    // Once whole, a key that does not exist shows as itself, as before.
    expect((i18next.t as (key: string) => string)('wallet.noSuchText')).toBe('wallet.noSuchText');
  });

  it('starts a profile with the core and its own part, and adds the rest alone', async () => {
    await initI18n('en_US', undefined, { parts: ['core', 'profile'] });
    const added: string[] = [];
    i18next.store.on('added', (lng) => added.push(lng));
    expect(i18next.t('profile.chart.growthLabel')).toBe(enUS.profile.chart.growthLabel);
    await ensureMessages(['profile']);
    expect(added).toEqual([]);
    expect(i18next.t('wallet.unit')).toBe('');
    await ensureAllMessages();
    expect(added).toEqual(['en_US']);
    expect(i18next.t('wallet.unit')).toBe(enUS.wallet.unit);
  });

  it('starts whole everywhere else', async () => {
    await initI18n('zh_Hant');
    await ensureAllMessages();
    expect(i18next.t('wallet.unit')).toBe('USDT');
    expect(i18next.t('header.register')).not.toBe('');
  });
});
