import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useFeedback } from '@/lib/feedback';
import { useIsLoggedIn } from '@/lib/session';
import { normalizeInternalPath, useSiteConfig } from '@/lib/site-config';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

/** /login: the full-page login; afterwards the `redirect` query or /home. */
export function LoginRoute() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const site = useSiteConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const target = normalizeInternalPath(params.get('redirect'));

  if (loggedIn) return <Navigate to={target} replace />;

  return (
    <AuthLayout
      title={t('auth.welcomeBack')}
      subtitle={t('auth.loginSubtitle', { brand: site.brandName || site.siteName })}
    >
      <LoginForm
        autoFocus
        initialUserName={params.get('userName') ?? ''}
        onSuccess={() => {
          void message.success(t('auth.loginSuccess'));
          void navigate(target, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
