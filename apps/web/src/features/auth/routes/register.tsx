import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loginPath } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

/** /reg/register: on success, /login?userName=<name> with the name filled in. */
export function RegisterRoute() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inviteCode = params.get('inviteCode') ?? undefined;
  return (
    <AuthLayout
      title={t('auth.registerTitle')}
      subtitle={t('auth.registerSubtitle', { brand: site.brandName || site.siteName })}
    >
      <RegisterForm
        {...(inviteCode ? { inviteCode } : {})}
        onRegistered={(userName) => void navigate(loginPath(userName))}
      />
    </AuthLayout>
  );
}
