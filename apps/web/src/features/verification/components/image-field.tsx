import { CameraOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { IMAGE_ACCEPT, refuseImage } from '@/lib/upload-file';
import styles from './verification.module.css';

export type ImageFieldProps = {
  /** The picked file (kept in the browser until the form is sent). */
  value?: File | null;
  onChange?: (file: File | null) => void;
  /** What to pick ("Front of the document"); also the accessible name of the picker. */
  label: string;
  hint?: string;
};

/**
 * One image picked for a form (an ID photo, a QR code), previewed at once. Anything that is not a PNG, JPG,
 * GIF or WebP image, or is over 2 MB, is refused with the spec's text and never sent. Works as an antd
 * Form control (`value` / `onChange`).
 */
export function ImageField({ value = null, onChange, label, hint }: ImageFieldProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useMemo(
    () => (value && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(value) : undefined),
    [value],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const fileList: UploadFile[] = value
    ? [
        {
          uid: `${value.name}-${value.size}`,
          name: value.name,
          status: 'done',
          url: preview,
          thumbUrl: preview,
        },
      ]
    : [];

  return (
    <div className={styles.picker}>
      <div className={styles.pickerBox}>
        <Upload
          accept={IMAGE_ACCEPT}
          listType="picture-card"
          maxCount={1}
          fileList={fileList}
          beforeUpload={(file) => {
            const text = refuseImage(file, currentLocale());
            setRefusal(text);
            if (text === null) onChange?.(file);
            return false;
          }}
          onRemove={() => {
            setRefusal(null);
            onChange?.(null);
            return false;
          }}
          showUploadList={{ showPreviewIcon: false }}
        >
          {value ? null : (
            <button type="button" className={styles.pickButton} aria-label={label}>
              <CameraOutlined aria-hidden className={styles.pickIcon} />
              <span>{label}</span>
            </button>
          )}
        </Upload>
      </div>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
      {refusal ? (
        <span role="alert" className={styles.pickError}>
          {refusal}
        </span>
      ) : (
        <span className={styles.hint}>{t('verification.image.rule')}</span>
      )}
    </div>
  );
}
