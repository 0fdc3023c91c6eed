import { InboxOutlined } from '@ant-design/icons';
import type { ImportError } from '@copytrade/contracts/market-news';
import { Alert, Button, Modal, Table, Upload, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notifier';
import styles from './market-admin.module.css';

export type ImportFile = { format: 'csv' | 'ics'; text: string; name: string };
type Preview<R> = { rows: R[]; errors: ImportError[] };

/** The largest file read in the browser (the server refuses more than 512 KB of text too). */
const MAX_BYTES = 512 * 1024;

/**
 * Import in three steps: pick a file (read as text here), see what it holds (the server's preview: the rows
 * and every line that cannot be imported, with the reason), then import it whole; a file with errors
 * cannot be imported.
 */
export function ImportDialog<R extends { line: number }>({
  open,
  onClose,
  title,
  accept,
  help,
  preview,
  commit,
  columns,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  accept: string;
  help: ReactNode;
  preview: (file: ImportFile) => Promise<Preview<R>>;
  commit: (file: ImportFile) => Promise<{ created: number; updated: number } | undefined>;
  columns: TableColumnsType<R>;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<ImportFile | null>(null);
  const [result, setResult] = useState<Preview<R> | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setFile(null);
    setResult(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const read = async (picked: File) => {
    if (picked.size > MAX_BYTES) {
      notify().error(t('marketNews.admin.fileTooLarge'));
      return;
    }
    const text = await picked.text();
    const next: ImportFile = {
      format: /\.(ics|ical|ifb)$/i.test(picked.name) ? 'ics' : 'csv',
      text,
      name: picked.name,
    };
    setBusy(true);
    try {
      setFile(next);
      setResult(await preview(next));
    } catch {
      reset();
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const done = await commit(file);
      notify().success(
        t('marketNews.admin.imported', { created: done?.created ?? 0, updated: done?.updated ?? 0 }),
      );
      close();
    } catch {
      // The request has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  const errors = result?.errors ?? [];
  return (
    <Modal
      open={open}
      title={title}
      width={960}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common.cancel')}
        </Button>,
        result ? (
          <Button key="again" onClick={reset}>
            {t('marketNews.admin.otherFile')}
          </Button>
        ) : null,
        <Button
          key="import"
          type="primary"
          loading={busy && result !== null}
          disabled={!result || errors.length > 0 || result.rows.length === 0}
          onClick={() => void confirm()}
        >
          {result
            ? t('marketNews.admin.importRows', { count: result.rows.length })
            : t('marketNews.admin.import')}
        </Button>,
      ]}
    >
      {result && file ? (
        <div className={styles.previewBox}>
          <p className={styles.previewFile}>
            {t('marketNews.admin.previewOf', { name: file.name, rows: result.rows.length })}
          </p>
          {errors.length > 0 ? (
            <Alert
              type="error"
              showIcon
              message={t('marketNews.admin.fileErrors', { count: errors.length })}
              description={
                <ul className={styles.errorList}>
                  {errors.slice(0, 50).map((error, index) => (
                    <li key={`${error.line}-${index}`}>{error.message}</li>
                  ))}
                </ul>
              }
            />
          ) : (
            <Alert type="success" showIcon message={t('marketNews.admin.fileOk')} />
          )}
          <Table<R>
            className={styles.previewTable}
            rowKey="line"
            size="small"
            columns={columns}
            dataSource={result.rows}
            pagination={{ pageSize: 8, showSizeChanger: false }}
            scroll={{ x: 760 }}
          />
        </div>
      ) : (
        <>
          <Upload.Dragger
            accept={accept}
            multiple={false}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(picked) => {
              void read(picked);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('marketNews.admin.dropFile')}</p>
            <p className="ant-upload-hint">{t('marketNews.admin.dropHint')}</p>
          </Upload.Dragger>
          <div className={styles.help}>{help}</div>
        </>
      )}
    </Modal>
  );
}
