import { ArrowLeftOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { MarkdownView } from '@/components/markdown';
import { PageHeading } from '@/components/page-heading';
import { QueryView } from '@/components/query-view';
import { formatDate } from '@/lib/format';
import { PATHS } from '@/lib/paths';
import { useContent } from '../api/get-content-by-content-id';

/** The id from /announcementDetail/:id or ?contentId= (both forms are linked to). */
export function announcementIdOf(pathId: string | undefined, queryId: string | null): number | null {
  const n = Number(pathId ?? queryId);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** /aboutUs/announcement/announcementDetail/:id */
export function AnnouncementDetailRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const contentId = announcementIdOf(id, params.get('contentId'));
  const content = useContent(contentId);

  const back = (
    <ButtonLink
      to={PATHS.announcementList}
      type="link"
      icon={<ArrowLeftOutlined />}
      style={{ paddingInline: 0 }}
    >
      {t('about.backToAnnouncements')}
    </ButtonLink>
  );

  if (contentId === null || (content.isSuccess && content.data === null)) {
    return (
      <>
        {back}
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('about.announcementMissing')} />
      </>
    );
  }
  return (
    <QueryView
      query={content}
      loading={<Skeleton active paragraph={{ rows: 10 }} />}
      errorFrame={(error) => (
        <>
          {back}
          {error}
        </>
      )}
    >
      {(announcement) =>
        announcement ? (
          <article>
            {back}
            <PageHeading
              title={announcement.title}
              meta={formatDate(announcement.publishTime, 'YYYY-MM-DD HH:mm')}
            />
            <MarkdownView source={announcement.body} />
          </article>
        ) : null
      }
    </QueryView>
  );
}
