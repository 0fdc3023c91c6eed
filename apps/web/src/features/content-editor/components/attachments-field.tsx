import type { Attachment } from '@copytrade/contracts/cms';
import { CONTENT_EDITOR_LIMITS } from '@copytrade/contracts/cms-admin';
import { DeleteOutlined, FilePdfOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '@/lib/api-client';
import { DOCUMENT_ACCEPT, fileSize } from '../utils/files';
import { uploadFailure, useFileUpload } from './use-file-upload';
import styles from './editor.module.css';

/**
 * An item's attached documents (PDF up to 20 MB each, at most 10): the list with each file's size and a
 * remove button, and a picker that uploads more. Readers get a file only while the item is published.
 */
export function AttachmentsField({
  id,
  value = [],
  onChange,
}: {
  id?: string;
  value?: Attachment[];
  onChange?: (value: Attachment[]) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useFileUpload();
  const [error, setError] = useState<string | null>(null);
  const full = value.length >= CONTENT_EDITOR_LIMITS.ATTACHMENTS;

  const pick = async (files: File[]) => {
    if (files.length === 0) return;
    setError(null);
    const room = CONTENT_EDITOR_LIMITS.ATTACHMENTS - value.length;
    if (files.length > room) {
      setError(t('contentEditor.file.tooMany', { max: CONTENT_EDITOR_LIMITS.ATTACHMENTS }));
      return;
    }
    const added: Attachment[] = [];
    try {
      for (const file of files) {
        const { fileName, url, size, mime } = await upload(file, 'document');
        added.push({ fileName, url, size, mime });
      }
    } catch (failure) {
      setError(uploadFailure(failure, t('contentEditor.file.failed')));
    }
    if (added.length > 0) onChange?.([...value, ...added]);
  };

  return (
    <div className={styles.attachments}>
      {value.length > 0 ? (
        <ul className={styles.fileList} aria-label={t('contentEditor.item.attachments')}>
          {value.map((file) => (
            <li key={file.url} className={styles.fileRow}>
              <FilePdfOutlined aria-hidden className={styles.fileIcon} />
              <a
                href={assetUrl(file.url)}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.ellipsis}
              >
                {file.fileName}
              </a>
              <span className={styles.muted}>{fileSize(file.size)}</span>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('contentEditor.file.remove', { name: file.fileName })}
                onClick={() => onChange?.(value.filter((other) => other.url !== file.url))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        id={id}
        size="small"
        icon={<PaperClipOutlined aria-hidden />}
        loading={uploading}
        disabled={full}
        onClick={() => input.current?.click()}
      >
        {t('contentEditor.file.uploadDocument')}
      </Button>
      <span className={styles.hint}>
        {t('contentEditor.file.documentHint', { max: CONTENT_EDITOR_LIMITS.ATTACHMENTS })}
      </span>
      {error ? (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        multiple
        hidden
        aria-label={t('contentEditor.file.pickDocument')}
        data-testid="attachment-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void pick(files);
        }}
      />
    </div>
  );
}
