import { CompassOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { EmptyState as SharedEmptyState } from '@/components/page-states';
import { PATHS } from '@/lib/paths';

/** An empty list with what to do next ("Browse the strategy square"). */
export function EmptyState({
  icon,
  title,
  hint,
  action,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SharedEmptyState
      roomy
      icon={icon}
      title={title}
      hint={hint}
      action={
        action ?? (
          <ButtonLink type="primary" icon={<CompassOutlined aria-hidden />} to={PATHS.square}>
            {t('optional.browse')}
          </ButtonLink>
        )
      }
    />
  );
}
