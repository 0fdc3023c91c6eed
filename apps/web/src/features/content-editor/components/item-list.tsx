import { CONTENT_STATES, type AdminContentRow, type ContentState } from '@copytrade/contracts/cms-admin';
import type { EducationModule } from '@copytrade/contracts/cms';
import {
  CloudUploadOutlined,
  DeleteOutlined,
  EditOutlined,
  FileTextOutlined,
  PlusOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { Button, Input, Popconfirm, Select, Space, Tag, TreeSelect, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/page-states';
import { PagedTable } from '@/components/paged-table';
import { currentLocale } from '@/i18n/locale';
import { useFeedback } from '@/lib/feedback';
import { formatDate } from '@/lib/format';
import type { Paging } from '@/lib/use-paged-query';
import { useAdminContents, useCourses } from '../api/admin-query-contents';
import { useContentTypes } from '../api/admin-query-content-types';
import { useDeleteContent } from '../api/admin-delete-content';
import { useSetContentState } from '../api/admin-set-content-state';
import { classOptions, findType, localized } from '../utils/class-tree';
import { isCourseModule } from '../utils/item-form';
import { Panel } from './panel';
import { EDITOR_TIME_FORMAT, StateTag } from './state-tag';
import styles from './editor.module.css';

const DEFAULT_PAGE_SIZE = 20;

type Filters = { typeId: number | undefined; state: ContentState | undefined; q: string };

/** The row's actions: edit, publish now or take back, delete after a confirmation. */
function RowActions({
  row,
  title,
  moduleCode,
  onEdit,
}: {
  row: AdminContentRow;
  title: string;
  moduleCode: EducationModule;
  onEdit: (contentId: number) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const setState = useSetContentState(moduleCode);
  const remove = useDeleteContent(moduleCode);
  const fail = (error: Error) => void message.error(error.message);
  const publish = (mode: 'now' | 'draft') =>
    setState.mutate(
      { contentId: row.contentId, publish: mode },
      {
        onSuccess: () =>
          void message.success(
            t(mode === 'now' ? 'contentEditor.item.published' : 'contentEditor.item.unpublished'),
          ),
        onError: fail,
      },
    );

  return (
    <Space size={0} wrap>
      <Button
        type="link"
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={t('contentEditor.item.editOf', { title })}
        onClick={() => onEdit(row.contentId)}
      >
        {t('contentEditor.item.edit')}
      </Button>
      {row.state === 'published' ? null : (
        <Button
          type="link"
          size="small"
          icon={<CloudUploadOutlined aria-hidden />}
          aria-label={t('contentEditor.item.publishNowOf', { title })}
          loading={setState.isPending && setState.variables.publish === 'now'}
          onClick={() => publish('now')}
        >
          {t('contentEditor.item.publishNow')}
        </Button>
      )}
      {row.state === 'draft' ? null : (
        <Button
          type="link"
          size="small"
          icon={<StopOutlined aria-hidden />}
          aria-label={t('contentEditor.item.unpublishOf', { title })}
          loading={setState.isPending && setState.variables.publish === 'draft'}
          onClick={() => publish('draft')}
        >
          {t('contentEditor.item.unpublish')}
        </Button>
      )}
      <Popconfirm
        title={t('contentEditor.item.deleteConfirm', { title })}
        description={
          isCourseModule(moduleCode) && row.parentId === null
            ? t('contentEditor.item.deleteCourseHint')
            : undefined
        }
        okText={t('contentEditor.delete')}
        cancelText={t('contentEditor.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          remove.mutate(row.contentId, {
            onSuccess: () => void message.success(t('contentEditor.item.deleted')),
            onError: fail,
          })
        }
      >
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('contentEditor.item.deleteOf', { title })}
          loading={remove.isPending}
        >
          {t('contentEditor.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/**
 * A module's items in every state: filtered by class, state and a text, a page at a time, with their
 * class, state, publish time, views and last change; each can be edited, published now, taken back to
 * draft or deleted.
 */
export function ItemList({
  moduleCode,
  typeId,
  onTypeChange,
  onEdit,
  onAdd,
}: {
  moduleCode: EducationModule;
  /** The class filter (shared with the class tree). */
  typeId: number | undefined;
  onTypeChange: (typeId: number | undefined) => void;
  onEdit: (contentId: number) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const types = useContentTypes(moduleCode).data ?? [];
  const courses = useCourses(isCourseModule(moduleCode));
  const [state, setStateFilter] = useState<ContentState | undefined>(undefined);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const filters: Filters = { typeId, state, q };
  const filterKey = JSON.stringify(filters);
  const filtered = typeId !== undefined || state !== undefined || q !== '';
  // The page belongs to the filters it was chosen under: another filter starts at page 1.
  const [pageState, setPageState] = useState({ key: filterKey, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const page = pageState.key === filterKey ? pageState.page : 1;
  const paging: Paging = {
    page,
    pageSize: pageState.pageSize,
    onChange: (next, size) =>
      setPageState({ key: filterKey, page: size === pageState.pageSize ? next : 1, pageSize: size }),
    reset: () => setPageState({ key: filterKey, page: 1, pageSize: pageState.pageSize }),
  };
  const list = useAdminContents({
    moduleCode,
    page,
    pageSize: pageState.pageSize,
    ...(typeId === undefined ? {} : { typeId }),
    ...(state === undefined ? {} : { state }),
    ...(q ? { q } : {}),
  });

  const titleOf = (row: AdminContentRow) => localized(row.title, locale) || t('contentEditor.item.untitled');
  const courseName = (courseId: number) => {
    const course = courses.data?.find((row) => row.contentId === courseId);
    return course ? localized(course.title, locale) : `#${courseId}`;
  };

  const columns: TableColumnsType<AdminContentRow> = [
    {
      key: 'title',
      title: t('contentEditor.item.titleColumn'),
      width: 320,
      render: (_value, row) => (
        <div className={styles.titleCell}>
          <span className={styles.rowTitle}>{titleOf(row)}</span>
          {row.parentId !== null ? (
            <Tag variant="filled" className={styles.lessonTag}>
              {t('contentEditor.item.lessonOf', { course: courseName(row.parentId) })}
            </Tag>
          ) : null}
        </div>
      ),
    },
    {
      key: 'class',
      title: t('contentEditor.item.class'),
      render: (_value, row) => {
        const type = row.typeId === null ? undefined : findType(types, row.typeId);
        return type ? localized(type.name, locale) : <span className={styles.muted}>—</span>;
      },
    },
    {
      key: 'state',
      title: t('contentEditor.item.state'),
      render: (_value, row) => <StateTag state={row.state} publishTime={row.publishTime} />,
    },
    {
      key: 'publishTime',
      title: t('contentEditor.item.publishTime'),
      render: (_value, row) =>
        row.state === 'draft' ? (
          <span className={styles.muted}>—</span>
        ) : (
          formatDate(row.publishTime, EDITOR_TIME_FORMAT)
        ),
    },
    { key: 'views', title: t('contentEditor.item.views'), dataIndex: 'viewCount', align: 'right' },
    {
      key: 'updated',
      title: t('contentEditor.item.updated'),
      render: (_value, row) => formatDate(row.updateTime, EDITOR_TIME_FORMAT),
    },
    {
      key: 'actions',
      title: t('contentEditor.item.actions'),
      render: (_value, row) => (
        <RowActions row={row} title={titleOf(row)} moduleCode={moduleCode} onEdit={onEdit} />
      ),
    },
  ];

  return (
    <Panel
      id={`content-items-${moduleCode}`}
      icon={<FileTextOutlined aria-hidden />}
      title={t(`contentEditor.items.${moduleCode}`)}
      note={t('contentEditor.item.note')}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
          {t('contentEditor.item.add')}
        </Button>
      }
    >
      <div className={styles.filters}>
        <TreeSelect<number>
          className={styles.filterClass}
          aria-label={t('contentEditor.item.filterClass')}
          placeholder={t('contentEditor.item.allClasses')}
          allowClear
          treeDefaultExpandAll
          value={typeId}
          onChange={(value) => onTypeChange(value ?? undefined)}
          treeData={classOptions(types, locale, (name) => t('contentEditor.class.hiddenName', { name }))}
        />
        <Select<ContentState>
          className={styles.filterState}
          aria-label={t('contentEditor.item.filterState')}
          placeholder={t('contentEditor.item.allStates')}
          allowClear
          value={state}
          onChange={(value) => setStateFilter(value ?? undefined)}
          options={CONTENT_STATES.map((value) => ({ value, label: t(`contentEditor.state.${value}`) }))}
        />
        <Input.Search
          className={styles.filterText}
          aria-label={t('contentEditor.item.search')}
          placeholder={t('contentEditor.item.searchPlaceholder')}
          allowClear
          maxLength={60}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '') setQ('');
          }}
          onSearch={(value) => setQ(value.trim())}
        />
      </div>
      <PagedTable<AdminContentRow>
        list={list}
        paging={paging}
        rowKey="contentId"
        columns={columns}
        empty={
          <EmptyState
            icon={<FileTextOutlined aria-hidden />}
            title={t('contentEditor.item.empty')}
            hint={t(filtered ? 'contentEditor.item.emptyFiltered' : 'contentEditor.item.emptyHint')}
          />
        }
      />
    </Panel>
  );
}
