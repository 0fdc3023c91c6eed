import { CONTENT_EDITOR_LIMITS } from '@copytrade/contracts/cms-admin';
import { EyeOutlined, FileImageOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '@/components/markdown';
import { IMAGE_ACCEPT } from '../utils/files';
import { imageMarkdown, insertAt } from '../utils/item-form';
import { uploadFailure, useFileUpload } from './use-file-upload';
import styles from './editor.module.css';

/**
 * An item's Markdown body with its live preview beside it (under it on a phone). "Insert image" uploads a
 * picture and puts `![name](address)` where the cursor was last (at the end before any click).
 */
export function MarkdownField({
  id,
  value = '',
  onChange,
  label,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The field's name for the picker and the preview (with its language). */
  label: string;
}) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  // Where the cursor was when the text area lost focus (the insert button takes it).
  const selection = useRef<{ start: number; end: number } | null>(null);
  const { upload, uploading } = useFileUpload();
  const [error, setError] = useState<string | null>(null);

  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const at = selection.current ?? { start: value.length, end: value.length };
    try {
      const uploaded = await upload(file, 'image');
      const next = insertAt(value, imageMarkdown(file.name, uploaded.url), at.start, at.end);
      selection.current = { start: next.cursor, end: next.cursor };
      onChange?.(next.text);
    } catch (failure) {
      setError(uploadFailure(failure, t('contentEditor.file.failed')));
    }
  };

  return (
    <div className={styles.markdownField}>
      <div className={styles.markdownToolbar}>
        <Button
          size="small"
          icon={<FileImageOutlined aria-hidden />}
          loading={uploading}
          onClick={() => picker.current?.click()}
        >
          {t('contentEditor.item.insertImage')}
        </Button>
        <span className={styles.hint}>{t('contentEditor.item.markdownHint')}</span>
        {error ? (
          <span role="alert" className={styles.error}>
            {error}
          </span>
        ) : null}
        <input
          ref={picker}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          aria-label={t('contentEditor.item.insertImageInto', { field: label })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void insertImage(file);
          }}
        />
      </div>
      <div className={styles.markdownSplit}>
        <Input.TextArea
          id={id}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          onBlur={(event) => {
            selection.current = {
              start: event.currentTarget.selectionStart,
              end: event.currentTarget.selectionEnd,
            };
          }}
          className={styles.markdownInput}
          autoSize={{ minRows: 16, maxRows: 40 }}
          maxLength={CONTENT_EDITOR_LIMITS.BODY}
          showCount
          spellCheck={false}
        />
        <section className={styles.preview} aria-label={t('contentEditor.item.previewOf', { field: label })}>
          <span className={styles.previewLabel}>
            <EyeOutlined aria-hidden /> {t('contentEditor.item.preview')}
          </span>
          {value.trim() ? (
            <MarkdownView source={value} />
          ) : (
            <p className={styles.muted}>{t('contentEditor.item.previewEmpty')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
