import { ArrowLeftOutlined, FileSearchOutlined, InboxOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/page-states';
import styles from './content-states.module.css';

export type ContentNotFoundProps = {
  /** Where the reader goes back to (the list the item was in). */
  backTo: string;
  /** The back link's text ("Back to the articles"). */
  backLabel: string;
  title?: string;
  hint?: string;
};

/**
 * An item that is unknown, a draft or taken down: a friendly page with a way back, not a redirect (the
 * address stays, so a shared link explains itself).
 */
export function ContentNotFound({ backTo, backLabel, title, hint }: ContentNotFoundProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame} role="status">
      <EmptyState
        roomy
        icon={<FileSearchOutlined />}
        title={title ?? t('cms.notFoundTitle')}
        hint={hint ?? t('cms.notFoundHint')}
        action={
          <ButtonLink type="primary" to={backTo} icon={<ArrowLeftOutlined />}>
            {backLabel}
          </ButtonLink>
        }
      />
    </div>
  );
}

export type ContentEmptyProps = {
  title?: string;
  hint?: string;
  icon?: ReactNode;
  /** A next step (clear the filters, see all). */
  action?: ReactNode;
};

/** A list or a section with nothing published (yet, or for the filters chosen). */
export function ContentEmpty({ title, hint, icon, action }: ContentEmptyProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <EmptyState
        icon={icon ?? <InboxOutlined />}
        title={title ?? t('cms.emptyTitle')}
        hint={hint ?? t('cms.emptyHint')}
        action={action}
      />
    </div>
  );
}
