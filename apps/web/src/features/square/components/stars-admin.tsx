import { SettingOutlined } from '@ant-design/icons';
import { Button, Drawer, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';

// The panel (table, form, date pickers) is the admin's only: its own chunk, loaded when the drawer opens.
const StarsAdminPanel = lazy(async () => ({
  default: (await import('./stars-admin-panel')).StarsAdminPanel,
}));

/** "Manage today's stars": shown to the site's admin only; opens the admin panel in a drawer. */
export function StarsAdminEntry() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (user?.isAdmin !== true) return null;
  return (
    <>
      <Button icon={<SettingOutlined />} onClick={() => setOpen(true)}>
        {t('stars.admin.manage')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('stars.admin.title')}
        size="min(880px, 100vw)"
        destroyOnHidden
      >
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <StarsAdminPanel />
        </Suspense>
      </Drawer>
    </>
  );
}
