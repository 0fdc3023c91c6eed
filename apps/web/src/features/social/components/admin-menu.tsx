import { LockOutlined, SafetyCertificateOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import { useFeedback } from '@/lib/feedback';
import { useLockAvatar, useLockStrategy } from '../api/admin-locks';
import { useAccountOwnerCard } from '../api/visitor-user-info';
import { viewerOf } from '../utils/query-keys';
import { closeWhenDone } from '../utils/confirm';
import styles from './social.module.css';

export type ProfileAdminMenuProps = {
  mtId: number;
  strategyLocked: boolean;
  /** After a strategy lock changed: the profile reads the account again. */
  onStrategyChanged: () => void;
};

/**
 * The site administrator's menu on a trader profile: lock or unlock the account's strategy (it
 * advertised) and the owner's avatar, each after a confirmation. Nobody else sees it (the server refuses
 * the calls to others as well, 25007). The contracts do not tell whether an avatar is locked, so both
 * avatar actions are offered.
 */
export function ProfileAdminMenu({ mtId, strategyLocked, onStrategyChanged }: ProfileAdminMenuProps) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const user = useCurrentUser();
  const card = useAccountOwnerCard(mtId, viewerOf(user));
  const lockStrategy = useLockStrategy((state) => {
    void message.success(
      state.strategyLocked ? t('social.admin.strategyLocked') : t('social.admin.strategyUnlocked'),
    );
    onStrategyChanged();
  });
  const lockAvatar = useLockAvatar((state) => {
    void message.success(
      state.avatarLocked ? t('social.admin.avatarLocked') : t('social.admin.avatarUnlocked'),
    );
  });
  if (!user?.isAdmin) return null;
  const owner = card.data;

  const confirmStrategy = () => {
    const locked = !strategyLocked;
    modal.confirm({
      title: locked ? t('social.admin.lockStrategyTitle') : t('social.admin.unlockStrategyTitle'),
      content: locked ? t('social.admin.lockStrategyText') : t('social.admin.unlockStrategyText'),
      okText: locked ? t('social.admin.lock') : t('social.admin.unlock'),
      okButtonProps: { danger: locked },
      cancelText: t('common.cancel'),
      onOk: () => closeWhenDone(lockStrategy.mutateAsync({ mtId, locked })),
    });
  };

  const confirmAvatar = (locked: boolean) => {
    if (!owner) return;
    modal.confirm({
      title: locked
        ? t('social.admin.lockAvatarTitle', { name: owner.nickName })
        : t('social.admin.unlockAvatarTitle', { name: owner.nickName }),
      content: locked ? t('social.admin.lockAvatarText') : t('social.admin.unlockAvatarText'),
      okText: locked ? t('social.admin.lock') : t('social.admin.unlock'),
      okButtonProps: { danger: locked },
      cancelText: t('common.cancel'),
      onOk: () => closeWhenDone(lockAvatar.mutateAsync({ userId: owner.userId, locked })),
    });
  };

  const items: MenuProps['items'] = [
    { key: 'title', type: 'group', label: t('social.admin.title') },
    {
      key: 'strategy',
      icon: strategyLocked ? <UnlockOutlined aria-hidden /> : <LockOutlined aria-hidden />,
      label: strategyLocked ? t('social.admin.unlockStrategy') : t('social.admin.lockStrategy'),
      danger: !strategyLocked,
      onClick: confirmStrategy,
    },
    { type: 'divider' },
    {
      key: 'lockAvatar',
      icon: <LockOutlined aria-hidden />,
      label: t('social.admin.lockAvatar'),
      disabled: !owner,
      onClick: () => confirmAvatar(true),
    },
    {
      key: 'unlockAvatar',
      icon: <UnlockOutlined aria-hidden />,
      label: t('social.admin.unlockAvatar'),
      disabled: !owner,
      onClick: () => confirmAvatar(false),
    },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button icon={<SafetyCertificateOutlined aria-hidden />} className={styles.adminButton}>
        {t('social.admin.menu')}
      </Button>
    </Dropdown>
  );
}
