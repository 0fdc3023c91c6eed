import { CheckCircleFilled, LinkOutlined, QuestionCircleOutlined, RightOutlined } from '@ant-design/icons';
import type { ContentItem } from '@copytrade/contracts/cms';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { QueryView } from '@/components/query-view';
import { useContentList } from '@/lib/cms-queries';
import { formatFileSize, useContentDate, useDocumentTitle } from '@/components/cms/content-meta';
import { ContentEmpty } from '@/components/cms/content-states';
import { aboutPath, contentPath, PATHS } from '@/lib/paths';
import { PrimaryDownload, useReaderFile } from '../components/download-actions';
import { usePlatformName, useVersionText } from '../components/labels';
import { PlatformIcon } from '../components/platform-icon';
import { detectPlatform, groupDownloads, type TerminalPlatform } from '../utils/platforms';
import styles from './download-home.module.css';

/** Enough for every item of the module in one call (the overview groups them by platform). */
const ALL_ITEMS = 100;

/** The visitor's system, read once from the browser. */
function useVisitorPlatform(): TerminalPlatform | null {
  const [platform] = useState(() =>
    typeof navigator === 'undefined' ? null : detectPlatform(navigator.userAgent, navigator.maxTouchPoints),
  );
  return platform;
}

/**
 * /download/downloadHome: a tile per terminal (the visitor's system marked), the bridge EA, the documents
 * and a short guide to which one to take. Items come in the editor's order; the first of a platform is
 * its tile.
 */
export function DownloadHomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('download.title'));
  const list = useContentList({ moduleCode: 'download', order: 'sort', page: 1, pageSize: ALL_ITEMS });
  const visitor = useVisitorPlatform();

  return (
    <QueryView
      query={list}
      loading={
        <div className={styles.section}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      }
      errorFrame={(error) => <div className={styles.section}>{error}</div>}
      isEmpty={(data) => data.items.length === 0}
      empty={<ContentEmpty title={t('download.emptyTitle')} hint={t('download.emptyHint')} />}
    >
      {(data) => {
        const { terminals, recommended, ea, documents } = groupDownloads(data.items, visitor);
        return (
          <>
            {terminals.length > 0 ? <Terminals tiles={terminals} recommended={recommended} /> : null}
            <div className={styles.columns}>
              <div className={styles.column}>
                {ea.map((item) => (
                  <EaCard key={item.contentId} item={item} />
                ))}
                {documents.length > 0 ? <Documents items={documents} /> : null}
              </div>
              <HelpBox />
            </div>
          </>
        );
      }}
    </QueryView>
  );
}

function Terminals({
  tiles,
  recommended,
}: {
  tiles: { platform: TerminalPlatform; item: ContentItem }[];
  recommended: TerminalPlatform | null;
}) {
  const { t } = useTranslation();
  const platformName = usePlatformName();
  return (
    <section className={styles.section} aria-labelledby="download-terminals">
      <header className={styles.sectionHead}>
        <h2 id="download-terminals" className={styles.sectionTitle}>
          {t('download.terminals')}
        </h2>
        <p className={styles.sectionText}>
          {recommended
            ? t('download.detected', { os: platformName(recommended) })
            : t('download.terminalsText')}
        </p>
      </header>
      <ul className={styles.tiles}>
        {tiles.map(({ platform, item }) => (
          <li key={platform}>
            <TerminalTile item={item} name={platformName(platform)} recommended={platform === recommended} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TerminalTile({
  item,
  name,
  recommended,
}: {
  item: ContentItem;
  name: string;
  recommended: boolean;
}) {
  const { t } = useTranslation();
  const versionText = useVersionText();
  return (
    <article
      className={recommended ? `${styles.tile} ${styles.recommended}` : styles.tile}
      aria-label={name}
      data-recommended={recommended || undefined}
    >
      {recommended ? (
        <span className={styles.badge}>
          <CheckCircleFilled aria-hidden /> {t('download.recommended')}
        </span>
      ) : null}
      <span className={styles.tileIcon}>
        <PlatformIcon platform={item.platform} />
      </span>
      <h3 className={styles.tileName}>{name}</h3>
      <p className={styles.tileTitle}>{item.title}</p>
      {item.version ? <p className={styles.tileMeta}>{versionText(item.version)}</p> : null}
      <div className={styles.tileActions}>
        <PrimaryDownload item={item} block size="large" />
        <Link to={contentPath('download', item.contentId)} className={styles.more}>
          {t('download.action.details')}
        </Link>
      </div>
    </article>
  );
}

/**
 * The bridge EA: what it is for, its guide and the way to the EA itself (the bind dialog of "Add account"
 * hands out the file with the account's key).
 */
function EaCard({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const versionText = useVersionText();
  return (
    <section className={`${styles.section} ${styles.ea}`} aria-labelledby={`download-ea-${item.contentId}`}>
      <span className={styles.eaIcon}>
        <PlatformIcon platform={item.platform} />
      </span>
      <div className={styles.eaBody}>
        <p className={styles.eyebrow}>{t('download.ea')}</p>
        <h2 id={`download-ea-${item.contentId}`} className={styles.eaTitle}>
          {item.title}
          {item.version ? <span className={styles.version}>{versionText(item.version)}</span> : null}
        </h2>
        <p className={styles.eaText}>{item.summary || t('download.eaText')}</p>
        <div className={styles.eaActions}>
          <PrimaryDownload item={item} />
          <ButtonLink to={PATHS.addOrBind} icon={<LinkOutlined />}>
            {t('download.eaConnect')}
          </ButtonLink>
          <Link to={contentPath('download', item.contentId)} className={styles.more}>
            {t('download.action.details')} <RightOutlined aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The documents, a row each. */
function Documents({ items }: { items: ContentItem[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="download-documents">
      <header className={styles.sectionHead}>
        <h2 id="download-documents" className={styles.sectionTitle}>
          {t('download.documents')}
        </h2>
        <p className={styles.sectionText}>{t('download.documentsText')}</p>
      </header>
      <ul className={styles.docs}>
        {items.map((item) => (
          <DocumentRow key={item.contentId} item={item} />
        ))}
      </ul>
    </section>
  );
}

/** A document: its name, the size of its file for the reader and its date, and the download. */
function DocumentRow({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const date = useContentDate();
  const size = useReaderFile(item)?.size ?? 0;
  return (
    <li className={styles.doc}>
      <span className={styles.docIcon}>
        <PlatformIcon platform={item.platform} />
      </span>
      <span className={styles.docText}>
        <Link to={contentPath('download', item.contentId)} className={styles.docTitle}>
          {item.title}
        </Link>
        <span className={styles.docMeta}>
          {size > 0 ? <span>{formatFileSize(size)}</span> : null}
          <span>{t('download.updated', { date: date(item.publishTime) })}</span>
        </span>
      </span>
      <span className={styles.docAction}>
        <PrimaryDownload item={item} />
      </span>
    </li>
  );
}

const HELP_POINTS = ['desktop', 'web', 'mobile', 'ea'] as const;

/** Which download a reader needs, in four lines. */
function HelpBox() {
  const { t } = useTranslation();
  return (
    <aside className={`${styles.section} ${styles.help}`} aria-labelledby="download-help">
      <h2 id="download-help" className={styles.helpTitle}>
        <QuestionCircleOutlined aria-hidden /> {t('download.help.title')}
      </h2>
      <ul className={styles.helpList}>
        {HELP_POINTS.map((point) => (
          <li key={point}>
            <Trans i18nKey={`download.help.${point}`} components={{ b: <strong /> }} />
          </li>
        ))}
      </ul>
      <Link to={aboutPath('userGuide')} className={styles.more}>
        {t('download.help.guide')} <RightOutlined aria-hidden />
      </Link>
    </aside>
  );
}
