import { LockOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { emptyIconClass } from '@/components/page-states';
import { useCurrentUser } from '@/lib/auth';

/**
 * A page of the site admin's: anyone else gets a "not allowed" notice and the page itself is never
 * rendered, so it asks the server nothing (the server refuses them too).
 */
export function AdminOnly({
  title,
  hint,
  iconClassName = emptyIconClass,
  children,
}: {
  title: string;
  hint?: string;
  /** The lock's look where a page keeps its own (the mail log, the contact and public messages). */
  iconClassName?: string;
  children: ReactNode;
}) {
  const user = useCurrentUser();
  if (user?.isAdmin) return children;
  return (
    <Result
      status="403"
      icon={<LockOutlined aria-hidden className={iconClassName} />}
      title={title}
      subTitle={hint}
    />
  );
}
