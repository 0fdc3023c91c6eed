import { describe, expect, it } from 'vitest';
import { contentIdOfPage, pageLocale, withPageMeta } from '../src/modules/content/page-meta';

/** The Open Graph tags of shared item pages (issue 17): which pages, which language, escaped. */
describe('page meta', () => {
  it('knows the item detail routes and nothing else', () => {
    expect(contentIdOfPage('/college/articleDetail/12')).toBe(12);
    expect(contentIdOfPage('/college/foreignExchange/foreignExchangeDetail/7')).toBe(7);
    expect(contentIdOfPage('/information/infomationDetail/3')).toBe(3);
    expect(contentIdOfPage('/download/downloadClass/downloadDetail/9')).toBe(9);
    expect(contentIdOfPage('/college/articleDetail/12/x')).toBeNull();
    expect(contentIdOfPage('/college/articleList/1')).toBeNull();
    expect(contentIdOfPage('/college/articleDetail/99999999999')).toBeNull();
  });

  it("reads the reader's language from the cookie, Chinese otherwise", () => {
    expect(pageLocale('a=1; language=en_US')).toBe('en_US');
    expect(pageLocale('language=zh_Hant')).toBe('zh_Hant');
    expect(pageLocale('language=fr')).toBe('zh_CN');
    expect(pageLocale(undefined)).toBe('zh_CN');
  });

  it('writes the title and escaped tags into the head', () => {
    const html = withPageMeta('<html><head><title></title></head><body></body></html>', {
      title: 'Margin "call" <now>',
      description: 'A & B',
      image: '',
      url: 'https://a.test/college/articleDetail/1',
      siteName: 'Meridian FX',
    });
    expect(html).toContain('<title>Margin &quot;call&quot; &lt;now&gt; - Meridian FX</title>');
    expect(html).toContain('<meta property="og:title" content="Margin &quot;call&quot; &lt;now&gt;" />');
    expect(html).toContain('<meta property="og:description" content="A &amp; B" />');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('<now>');
  });
});
