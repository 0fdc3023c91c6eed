import { MAX_PAYMENT_FILES } from '@copytrade/contracts/payments';
import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { IMAGE_ACCEPT, refuseFiles } from '@/lib/upload-file';
import styles from './payments.module.css';

export type ImagePickerProps = {
  /** The chosen files, in order. */
  value: readonly File[];
  onChange: (files: File[]) => void;
  label: string;
  max?: number;
};

type Picked = UploadFile & { originFileObj: File & { uid: string } };

/**
 * Picks up to 3 images (vouchers, evidence, a payment code) and keeps them in the browser until the form
 * is sent: a pick that would pass 3 files, or holds anything that is not a PNG/JPG/GIF/WebP image or is
 * over 2 MB, is refused whole with the spec's text, so nothing wrong is ever sent.
 */
export function ImagePicker({ value, onChange, label, max = MAX_PAYMENT_FILES }: ImagePickerProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [previews] = useState(() => new Map<File, string>());

  const fileList: Picked[] = value.map((file, index) => {
    let url = previews.get(file);
    if (url === undefined && typeof URL.createObjectURL === 'function') {
      url = URL.createObjectURL(file);
      previews.set(file, url);
    }
    return {
      uid: `${index}-${file.name}-${file.size}`,
      name: file.name,
      status: 'done',
      url,
      thumbUrl: url,
      originFileObj: file as Picked['originFileObj'],
    };
  });

  return (
    <div>
      <Upload
        accept={IMAGE_ACCEPT}
        multiple
        listType="picture-card"
        fileList={fileList}
        aria-label={label}
        beforeUpload={(file, batch) => {
          // antd calls this once per file of the pick; the pick is judged once, at its first file.
          if (file !== batch[0]) return false;
          const text = refuseFiles(batch, value.length, currentLocale(), max);
          setRefusal(text);
          if (text === null) onChange([...value, ...batch]);
          return false;
        }}
        onRemove={(removed) => {
          const file = (removed as Picked).originFileObj;
          const url = previews.get(file);
          if (url) URL.revokeObjectURL(url);
          previews.delete(file);
          setRefusal(null);
          onChange(value.filter((item) => item !== file));
          return false;
        }}
        showUploadList={{ showPreviewIcon: false }}
      >
        {value.length < max ? (
          <button type="button" className={styles.pickButton} aria-label={label}>
            <PlusOutlined aria-hidden />
            <span>{t('payments.upload.pick')}</span>
          </button>
        ) : null}
      </Upload>
      <div className={styles.uploadHint}>{t('payments.upload.hint', { count: max })}</div>
      {refusal ? (
        <div role="alert" className={styles.uploadError}>
          {refusal}
        </div>
      ) : null}
    </div>
  );
}
