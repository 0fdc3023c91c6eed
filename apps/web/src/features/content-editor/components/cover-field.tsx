import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '@/lib/api-client';
import { IMAGE_ACCEPT } from '../utils/files';
import { uploadFailure, useFileUpload } from './use-file-upload';
import styles from './editor.module.css';

/**
 * An item's cover: its preview, a picker that uploads the image (PNG, JPEG, GIF or WebP up to 5 MB) and
 * makes its address the field's value, and a remove button. Saved with the item.
 */
export function CoverField({
  id,
  value = '',
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useFileUpload();
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      onChange?.((await upload(file, 'image')).url);
    } catch (failure) {
      setError(uploadFailure(failure, t('contentEditor.file.failed')));
    }
  };

  return (
    <div className={styles.cover}>
      <div className={styles.coverFrame}>
        {value ? (
          <img src={assetUrl(value)} alt={t('contentEditor.item.cover')} className={styles.coverImage} />
        ) : (
          <span className={styles.coverEmpty}>
            <PictureOutlined aria-hidden />
            {t('contentEditor.file.noCover')}
          </span>
        )}
      </div>
      <Space wrap>
        <Button
          id={id}
          size="small"
          icon={<UploadOutlined aria-hidden />}
          loading={uploading}
          onClick={() => input.current?.click()}
        >
          {value ? t('contentEditor.file.replaceCover') : t('contentEditor.file.uploadCover')}
        </Button>
        {value ? (
          <Button size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.('')}>
            {t('contentEditor.file.removeCover')}
          </Button>
        ) : null}
      </Space>
      <span className={styles.hint}>{t('contentEditor.file.imageHint')}</span>
      {error ? (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        aria-label={t('contentEditor.file.pickCover')}
        data-testid="cover-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void pick(file);
        }}
      />
    </div>
  );
}
