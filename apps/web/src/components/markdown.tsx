import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { assetUrl } from '@/lib/api-client';
import styles from './markdown.module.css';

const components: Components = {
  a: ({ href, children }) => {
    const external = typeof href === 'string' && /^https?:\/\//.test(href);
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  img: ({ src, alt }) =>
    typeof src === 'string' ? <img src={assetUrl(src)} alt={alt ?? ''} loading="lazy" /> : null,
  table: ({ children }) => (
    <div className={styles.tableWrap}>
      <table>{children}</table>
    </div>
  ),
};

/** GitHub's Markdown: tables, strikethrough, task lists, autolinks. */
const REMARK_PLUGINS = [remarkGfm];

/**
 * Operator-written Markdown. Raw HTML is never rendered (react-markdown escapes it without rehype-raw),
 * and unsafe URLs are dropped by its default URL transform.
 */
export function MarkdownView({ source }: { source: string }) {
  return (
    <div className={styles.markdown}>
      <Markdown components={components} remarkPlugins={REMARK_PLUGINS}>
        {source}
      </Markdown>
    </div>
  );
}
