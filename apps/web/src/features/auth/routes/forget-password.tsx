import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loginPath } from '@/lib/paths';
import { AuthLayout } from '../components/auth-layout';
import { ForgetPasswordForm } from '../components/forget-password-form';

/** /forgertPassword (the seed's spelling): reset by code, then /login. */
export function ForgetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthLayout title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      <ForgetPasswordForm
        userName={params.get('userName')?.slice(0, 64) ?? undefined}
        onDone={(userName) => void navigate(loginPath(userName))}
      />
    </AuthLayout>
  );
}
