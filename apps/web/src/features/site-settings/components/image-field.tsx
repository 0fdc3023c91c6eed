import type { SiteImageKind } from '@copytrade/contracts/site-settings';
import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { assetUrl, isApiError } from '@/lib/api-client';
import { IMAGE_ACCEPT, readAsDataUrl, refuseImage } from '@/lib/upload-file';
import { useUploadSiteImage } from '../api/site-settings';
import styles from './image-field.module.css';

/**
 * A site image (logo, banner background, QR code): its preview, a picker that checks type and the 2 MB
 * limit before anything is sent, the upload (the server re-encodes it and answers its public address,
 * which becomes the field's value) and a remove button. Saved with the section like any field.
 */
export function ImageField({
  id,
  value = '',
  onChange,
  kind,
  label,
  wide = false,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  kind: SiteImageKind;
  label: string;
  /** A wide frame (banner backgrounds, logos) instead of a square one. */
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadSiteImage();
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refusal = refuseImage(file, currentLocale());
    setError(refusal);
    if (refusal) return;
    try {
      const result = await upload.mutateAsync({ kind, image: await readAsDataUrl(file) });
      onChange?.(result.url);
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (failure.fieldErrors[0]?.message ?? failure.message)
          : t('siteSettings.image.failed'),
      );
    }
  };

  return (
    <div className={styles.field}>
      <div className={`${styles.frame} ${wide ? styles.wide : styles.square}`}>
        {value ? (
          <img src={assetUrl(value)} alt={label} className={styles.image} />
        ) : (
          <span className={styles.empty}>
            <PictureOutlined aria-hidden />
            {t('siteSettings.image.none')}
          </span>
        )}
      </div>
      <div className={styles.side}>
        <Space wrap>
          <Button
            id={id}
            icon={<UploadOutlined aria-hidden />}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {value ? t('siteSettings.image.replace') : t('siteSettings.image.upload')}
          </Button>
          {value ? (
            <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.('')}>
              {t('siteSettings.image.remove')}
            </Button>
          ) : null}
        </Space>
        <span className={styles.hint}>{t(`siteSettings.image.hint.${kind}`)}</span>
        {error ? (
          <span role="alert" className={styles.error}>
            {error}
          </span>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          style={{ display: 'none' }}
          aria-label={label}
          data-testid={`image-input-${id ?? kind}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void pick(file);
          }}
        />
      </div>
    </div>
  );
}
