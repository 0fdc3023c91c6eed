import { DownOutlined, DownloadOutlined, ExportOutlined, GlobalOutlined } from '@ant-design/icons';
import type { Attachment, ContentItem } from '@copytrade/contracts/cms';
import { Button, Dropdown, Space, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileTypeLabel, formatFileSize } from '@/components/cms/content-meta';
import { assetUrl } from '@/lib/api-client';
import { fileFor, safeLink } from '../utils/attachments';
import styles from './download-actions.module.css';

/** Every download opens in a new tab and gives the new page no hold on this one. */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

export type Downloadable = Pick<ContentItem, 'platform' | 'linkUrl' | 'attachments'>;
type ActionProps = { item: Downloadable } & Omit<ButtonProps, 'href' | 'type'>;

/** The file of an item for the reader's language (see `fileFor`). */
export function useReaderFile(item: Pick<ContentItem, 'attachments'>): Attachment | null {
  const { i18n } = useTranslation();
  return fileFor(item.attachments, i18n.language);
}

/** The words on an item's own link: open the web terminal, go to a store, or download. */
function useLinkLabel(): (platform: string) => string {
  const { t } = useTranslation();
  return (platform) => {
    switch (platform) {
      case 'web':
        return t('download.action.openWeb');
      case 'ios':
        return t('download.action.appStore');
      case 'android':
        return t('download.action.googlePlay');
      default:
        return t('download.action.download');
    }
  };
}

/** An item's own link as the main button (installer, app store, web terminal). */
function LinkButton({ item, href, ...props }: ActionProps & { href: string }) {
  const linkLabel = useLinkLabel();
  return (
    <Button
      {...props}
      type="primary"
      href={assetUrl(href)}
      {...NEW_TAB}
      icon={item.platform === 'web' ? <ExportOutlined /> : <DownloadOutlined />}
    >
      {linkLabel(item.platform)}
    </Button>
  );
}

/** A file as a button ("Download PDF"), with the item's other files (its other languages) in a menu. */
function FileButton({
  file,
  others,
  primary,
  ...props
}: Omit<ActionProps, 'item'> & { file: Attachment; others: Attachment[]; primary: boolean }) {
  const { t } = useTranslation();
  const button = (
    <Button
      {...props}
      type={primary ? 'primary' : 'default'}
      href={assetUrl(file.url)}
      {...NEW_TAB}
      icon={<DownloadOutlined />}
      title={file.fileName}
    >
      {t('download.action.downloadType', { type: fileTypeLabel(file.mime, file.fileName) })}
    </Button>
  );
  if (others.length === 0) return button;
  return (
    <Space.Compact block={props.block}>
      {button}
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: others.map((other) => ({
            key: other.url,
            icon: <GlobalOutlined />,
            label: (
              <a href={assetUrl(other.url)} {...NEW_TAB}>
                {other.fileName}
                {other.size > 0 ? <span className={styles.size}> · {formatFileSize(other.size)}</span> : null}
              </a>
            ),
          })),
        }}
      >
        <Button
          size={props.size}
          type={primary ? 'primary' : 'default'}
          icon={<DownOutlined />}
          aria-label={t('download.action.otherFiles')}
        />
      </Dropdown>
    </Space.Compact>
  );
}

/** An item's file for the reader, with the others in its menu. */
function ReaderFile({ item, primary, ...props }: ActionProps & { primary: boolean }) {
  const file = useReaderFile(item);
  if (!file) return null;
  const others = item.attachments.filter((other) => other !== file);
  return <FileButton {...props} file={file} others={others} primary={primary} />;
}

/**
 * The one button a tile or a row gives an item: its own link (installer, store, web terminal), else its
 * file in the reader's language (the other languages in a menu); nothing when it has neither.
 */
export function PrimaryDownload({ item, ...props }: ActionProps) {
  const link = safeLink(item.linkUrl);
  if (link) return <LinkButton {...props} item={item} href={link} />;
  return <ReaderFile {...props} item={item} primary />;
}

/** The ways to get an item, for its detail page: its own link first, then its file for the reader. */
export function DownloadActions({ item, ...props }: ActionProps) {
  const link = safeLink(item.linkUrl);
  return (
    <>
      {link ? <LinkButton {...props} item={item} href={link} /> : null}
      <ReaderFile {...props} item={item} primary={!link} />
    </>
  );
}
