import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgetPasswordForm } from '@/features/auth/components/forget-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useCurrentUser } from '@/lib/auth';
import { useFeedback } from '@/lib/feedback';
import { loginPath, MAM_PATHS, mamPersonalCenterPath } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';

/**
 * The MAM back office's own /login, /reg/register and /forgertPassword (spec 2): the community's forms and
 * page (features/auth), whose calls the MAM shell makes through their /mam/visitor twins. The landing
 * variant (version 1) links home; the standalone version has no home page ('/' is this login).
 */
function useHome(): string | null {
  return useSiteConfig().version === 1 ? MAM_PATHS.root : null;
}

/** A path of the back office from `?redirect=` (never another site, never the login itself). */
export function backOfficeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith(`${MAM_PATHS.user}/`) || value.startsWith('//')) return null;
  return value;
}

/** /login: afterwards `?redirect=` (a back-office page) or the personal center of the user's role. */
export function MamLoginRoute() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const site = useSiteConfig();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const home = useHome();
  const redirect = backOfficeRedirect(params.get('redirect'));

  if (user) return <Navigate to={redirect ?? mamPersonalCenterPath(user.userType)} replace />;

  return (
    <AuthLayout
      title={t('auth.welcomeBack')}
      subtitle={t('auth.loginSubtitle', { brand: site.brandName || site.siteName })}
      home={home}
    >
      <LoginForm
        autoFocus
        initialUserName={params.get('userName') ?? ''}
        onSuccess={(result) => {
          void message.success(t('auth.loginSuccess'));
          void navigate(redirect ?? mamPersonalCenterPath(result.cust.userType), { replace: true });
        }}
      />
    </AuthLayout>
  );
}

/** /reg/register: on success, /login with the name filled in; `?inviteCode=` from an invitation link. */
export function MamRegisterRoute() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const home = useHome();
  const inviteCode = params.get('inviteCode') ?? undefined;
  return (
    <AuthLayout
      title={t('auth.registerTitle')}
      subtitle={t('auth.registerSubtitle', { brand: site.brandName || site.siteName })}
      home={home}
    >
      <RegisterForm
        {...(inviteCode ? { inviteCode } : {})}
        onRegistered={(userName) => void navigate(loginPath(userName))}
      />
    </AuthLayout>
  );
}

/** /forgertPassword (the seed's spelling): reset by code, then /login. */
export function MamForgetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const home = useHome();
  return (
    <AuthLayout title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')} home={home}>
      <ForgetPasswordForm
        userName={params.get('userName')?.slice(0, 64) ?? undefined}
        onDone={(userName) => void navigate(loginPath(userName))}
      />
    </AuthLayout>
  );
}
