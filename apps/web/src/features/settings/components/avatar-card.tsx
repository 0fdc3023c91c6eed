import type { SelfUserInfo } from '@copytrade/contracts/profile';
import { translate } from '@copytrade/contracts/messages';
import { LockOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Card, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '@/components/person-avatar';
import { currentLocale } from '@/i18n/locale';
import { useFeedback } from '@/lib/feedback';
import { readAsDataUrl } from '@/lib/upload-file';
import { useUploadAvatar } from '../api/avatar';
import { avatarFileProblem } from '../utils/avatar-file';
import styles from './settings.module.css';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
const SIZE = 112;

/**
 * The avatar: the current picture, a chosen one previewed before it is sent (no cropping: the server
 * crops a centred square), the size and type checked in the browser with the server's texts, and the
 * operator's lock explained instead of the upload button.
 */
export function AvatarCard({ user }: { user: SelfUserInfo }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File) => {
    setProblem(null);
    const key = avatarFileProblem(file);
    if (key) {
      setProblem(translate(locale, key));
      return;
    }
    try {
      setPreview(await readAsDataUrl(file));
    } catch {
      setProblem(t('settings.avatar.readFailed'));
    }
  };

  const save = () => {
    if (!preview) return;
    upload.mutate(preview, {
      onSuccess: () => {
        setPreview(null);
        void message.success(t('settings.avatar.saved'));
      },
      onError: (error) => setProblem(error.message),
    });
  };

  const locked = user.avatarLocked;
  return (
    <Card title={t('settings.avatar.title')} className={styles.card}>
      <div className={styles.avatarBody}>
        <span className={styles.avatarFrame}>
          {preview ? (
            <Avatar size={SIZE} src={preview} alt={t('settings.avatar.preview')} />
          ) : (
            <PersonAvatar name={user.nickName} image={user.portraitImg} size={SIZE} />
          )}
        </span>
        {preview ? <span className={styles.avatarHint}>{t('settings.avatar.preview')}</span> : null}
        {locked ? (
          <Alert
            type="warning"
            showIcon
            icon={<LockOutlined />}
            className={styles.lockedAlert}
            title={t('settings.avatar.lockedTitle')}
            description={t('settings.avatar.lockedHint')}
          />
        ) : (
          <>
            <p className={styles.avatarHint}>{t('settings.avatar.hint')}</p>
            {problem ? (
              <Alert type="error" showIcon className={styles.lockedAlert} title={problem} role="alert" />
            ) : null}
            <div className={styles.avatarActions}>
              {preview ? (
                <>
                  <Button type="primary" loading={upload.isPending} onClick={save}>
                    {t('settings.avatar.save')}
                  </Button>
                  <Button disabled={upload.isPending} onClick={() => setPreview(null)}>
                    {t('settings.avatar.cancel')}
                  </Button>
                </>
              ) : (
                <Upload
                  accept={ACCEPT}
                  showUploadList={false}
                  maxCount={1}
                  beforeUpload={(file) => {
                    void choose(file);
                    return false;
                  }}
                >
                  <Button icon={<UploadOutlined />}>
                    {user.portraitImg ? t('settings.avatar.change') : t('settings.avatar.choose')}
                  </Button>
                </Upload>
              )}
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
