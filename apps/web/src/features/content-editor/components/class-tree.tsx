import type { AdminContentType } from '@copytrade/contracts/cms-admin';
import type { EducationModule } from '@copytrade/contracts/cms';
import { ApartmentOutlined, FolderOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Switch, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { QueryView } from '@/components/query-view';
import { currentLocale } from '@/i18n/locale';
import { useFeedback } from '@/lib/feedback';
import { useContentTypes } from '../api/admin-query-content-types';
import { useDeleteContentType } from '../api/admin-delete-content-type';
import { useSaveContentType } from '../api/admin-save-content-type';
import { useSortContentTypes } from '../api/admin-sort-content-types';
import { localized, MAX_CLASS_DEPTH, movedOrder } from '../utils/class-tree';
import { ClassDialog, type ClassTarget } from './class-dialog';
import { Panel } from './panel';
import { TreeRowActions } from './tree-row-actions';
import styles from './editor.module.css';

type RowProps = {
  type: AdminContentType;
  siblings: AdminContentType[];
  index: number;
  depth: number;
  selected: number | undefined;
  onSelect: (typeId: number | undefined) => void;
  onEdit: (target: ClassTarget) => void;
  moduleCode: EducationModule;
};

/** One class with its actions, and its subclasses under it. */
function ClassRow({ type, siblings, index, depth, selected, onSelect, onEdit, moduleCode }: RowProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const save = useSaveContentType();
  const sort = useSortContentTypes();
  const remove = useDeleteContentType(moduleCode);
  const name = localized(type.name, locale);
  const fail = (error: Error) => void message.error(error.message);

  const move = (by: -1 | 1) => {
    const typeIds = movedOrder(siblings, index, by);
    if (typeIds) sort.mutate({ moduleCode, parentId: type.parentId, typeIds }, { onError: fail });
  };

  return (
    <li className={styles.treeItem}>
      <div
        className={`${styles.classRow} ${selected === type.typeId ? styles.classRowActive : ''}`}
        data-testid="class-row"
      >
        <button
          type="button"
          className={styles.className}
          aria-pressed={selected === type.typeId}
          onClick={() => onSelect(selected === type.typeId ? undefined : type.typeId)}
          title={localized(type.description, locale) || undefined}
        >
          <FolderOutlined aria-hidden />
          <span className={styles.ellipsis}>{name}</span>
          <span className={styles.count}>{type.itemCount}</span>
        </button>
        {type.visible ? null : (
          <Tag variant="filled" className={styles.hiddenTag}>
            {t('contentEditor.class.hidden')}
          </Tag>
        )}
        <span className={styles.rowActions}>
          <Tooltip title={t(type.visible ? 'contentEditor.class.hide' : 'contentEditor.class.show')}>
            <Switch
              size="small"
              checked={type.visible}
              aria-label={t('contentEditor.class.visibleOf', { name })}
              loading={save.isPending}
              onChange={(visible) =>
                save.mutate(
                  {
                    typeId: type.typeId,
                    moduleCode,
                    name: type.name,
                    description: type.description,
                    visible,
                  },
                  { onError: fail },
                )
              }
            />
          </Tooltip>
          <TreeRowActions
            labels={{
              up: t('contentEditor.class.up', { name }),
              down: t('contentEditor.class.down', { name }),
              addChild: t('contentEditor.class.addChild'),
              addChildOf: t('contentEditor.class.addChildOf', { name }),
              edit: t('contentEditor.class.edit', { name }),
              remove: t('contentEditor.class.delete', { name }),
            }}
            canMoveUp={index > 0 && !sort.isPending}
            canMoveDown={index < siblings.length - 1 && !sort.isPending}
            onMove={move}
            onAddChild={depth < MAX_CLASS_DEPTH ? () => onEdit({ mode: 'add', parent: type }) : null}
            onEdit={() => onEdit({ mode: 'edit', type })}
            confirm={{
              title: t('contentEditor.class.deleteConfirm', { name }),
              description: t('contentEditor.class.deleteHint'),
              okText: t('contentEditor.delete'),
            }}
            onRemove={() =>
              remove.mutate(type.typeId, {
                onSuccess: () => {
                  if (selected === type.typeId) onSelect(undefined);
                  void message.success(t('contentEditor.class.deleted'));
                },
                onError: fail,
              })
            }
            removing={remove.isPending}
          />
        </span>
      </div>
      {type.children.length > 0 ? (
        <ol className={styles.treeChildren}>
          {type.children.map((child, childIndex) => (
            <ClassRow
              key={child.typeId}
              type={child}
              siblings={type.children}
              index={childIndex}
              depth={depth + 1}
              selected={selected}
              onSelect={onSelect}
              onEdit={onEdit}
              moduleCode={moduleCode}
            />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/**
 * A module's classes (two levels at most): add a class or a subclass, rename and describe it in the three
 * languages, show or hide it, move it among its siblings, delete an empty one (the server says why it
 * refuses another). Choosing a class filters the item list.
 */
export function ClassTree({
  moduleCode,
  selected,
  onSelect,
}: {
  moduleCode: EducationModule;
  /** The class the item list is filtered on. */
  selected: number | undefined;
  onSelect: (typeId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const types = useContentTypes(moduleCode);
  const [editing, setEditing] = useState<ClassTarget | null>(null);

  return (
    <Panel
      id={`content-classes-${moduleCode}`}
      icon={<ApartmentOutlined aria-hidden />}
      title={t('contentEditor.class.title')}
      note={t('contentEditor.class.note')}
      extra={
        <Button
          size="small"
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setEditing({ mode: 'add', parent: null })}
        >
          {t('contentEditor.class.add')}
        </Button>
      }
    >
      <QueryView
        query={types}
        loading={<ListSkeleton rows={4} />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={<ApartmentOutlined aria-hidden />}
            title={t('contentEditor.class.empty')}
            hint={t('contentEditor.class.emptyHint')}
          />
        }
      >
        {(list) => (
          <>
            <button
              type="button"
              className={`${styles.allClasses} ${selected === undefined ? styles.classRowActive : ''}`}
              aria-pressed={selected === undefined}
              onClick={() => onSelect(undefined)}
            >
              {t('contentEditor.class.all')}
            </button>
            <ol className={styles.tree} aria-label={t('contentEditor.class.title')}>
              {list.map((type, index) => (
                <ClassRow
                  key={type.typeId}
                  type={type}
                  siblings={list}
                  index={index}
                  depth={1}
                  selected={selected}
                  onSelect={onSelect}
                  onEdit={setEditing}
                  moduleCode={moduleCode}
                />
              ))}
            </ol>
          </>
        )}
      </QueryView>
      {editing ? (
        <ClassDialog moduleCode={moduleCode} target={editing} onClose={() => setEditing(null)} />
      ) : null}
    </Panel>
  );
}
