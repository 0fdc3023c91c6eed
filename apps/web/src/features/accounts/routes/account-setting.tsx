import { PlusOutlined } from '@ant-design/icons';
import { ButtonLink } from '@/components/button-link';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@/lib/paths';
import { AccountCards } from '../components/account-cards';

/** personalCenter/:id/account/accountSetting: the user's trading accounts as cards with their actions. */
export function AccountSettingRoute() {
  const { t } = useTranslation();
  return (
    <AccountCards
      empty={
        <ButtonLink type="primary" icon={<PlusOutlined />} to={PATHS.addOrBind}>
          {t('accountSection.bindNow')}
        </ButtonLink>
      }
    />
  );
}
