import type { NavigationItem } from '@copytrade/contracts/cms-admin';
import { CONTENT_EDITOR_LIMITS } from '@copytrade/contracts/cms-admin';
import { ExportOutlined, LinkOutlined, MenuOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { QueryView } from '@/components/query-view';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { useAdminNavigation } from '../api/admin-query-navigation';
import { useSaveNavigation } from '../api/admin-save-navigation';
import { localized } from '../utils/class-tree';
import {
  appendAt,
  canNest,
  countNodes,
  errorsByEntry,
  moveAt,
  nodeAt,
  removeAt,
  toInput,
  toNodes,
  updateAt,
  type MenuNode,
  type MenuPath,
} from '../utils/navigation-tree';
import { MenuEntryDialog, type MenuEntryFields } from './menu-entry-dialog';
import { Panel } from './panel';
import { TreeRowActions } from './tree-row-actions';
import styles from './editor.module.css';

let lastKey = 0;
/** A key for a node of the editor (stable while the node moves). */
const nextKey = () => {
  lastKey += 1;
  return `menu-${lastKey}`;
};

type Editing = { mode: 'add'; parent: MenuPath } | { mode: 'edit'; path: MenuPath };

type RowHandlers = {
  onEdit: (editing: Editing) => void;
  onChange: (nodes: (current: MenuNode[]) => MenuNode[]) => void;
  full: boolean;
  errors: Map<string, string[]>;
};

/** One entry with its actions, and the entries under it. */
function MenuRow({
  node,
  path,
  siblings,
  handlers,
}: {
  node: MenuNode;
  path: MenuPath;
  siblings: number;
  handlers: RowHandlers;
}) {
  const { t } = useTranslation();
  const name = localized(node.name, currentLocale()) || t('contentEditor.nav.unnamed');
  const index = path[path.length - 1] ?? 0;
  const errors = handlers.errors.get(path.join('.')) ?? [];
  const { onChange, onEdit } = handlers;

  return (
    <li className={styles.treeItem}>
      <div
        className={`${styles.menuRow} ${errors.length > 0 ? styles.menuRowError : ''}`}
        data-testid="menu-row"
      >
        <span className={styles.level}>{t('contentEditor.nav.level', { level: path.length })}</span>
        <span className={styles.menuName}>
          <strong className={styles.ellipsis}>{name}</strong>
          <span className={styles.menuLink}>
            {node.contentUrl ? (
              <>
                <ExportOutlined aria-hidden /> {node.contentUrl}
              </>
            ) : node.frontUrl ? (
              <>
                <LinkOutlined aria-hidden /> {node.frontUrl}
              </>
            ) : (
              <span className={styles.muted}>{t('contentEditor.nav.noLink')}</span>
            )}
          </span>
        </span>
        {node.visible ? null : (
          <Tag variant="filled" className={styles.hiddenTag}>
            {t('contentEditor.nav.hidden')}
          </Tag>
        )}
        <span className={styles.rowActions}>
          <Switch
            size="small"
            checked={node.visible}
            aria-label={t('contentEditor.nav.visibleOf', { name })}
            onChange={(visible) =>
              onChange((nodes) => updateAt(nodes, path, (entry) => ({ ...entry, visible })))
            }
          />
          <TreeRowActions
            labels={{
              up: t('contentEditor.nav.up', { name }),
              down: t('contentEditor.nav.down', { name }),
              addChild: t('contentEditor.nav.addChild'),
              addChildOf: t('contentEditor.nav.addChildOf', { name }),
              edit: t('contentEditor.nav.edit', { name }),
              remove: t('contentEditor.nav.removeOf', { name }),
            }}
            canMoveUp={index > 0}
            canMoveDown={index < siblings - 1}
            onMove={(step) => onChange((nodes) => moveAt(nodes, path, step))}
            onAddChild={canNest(path) ? () => onEdit({ mode: 'add', parent: path }) : null}
            addChildDisabled={handlers.full}
            onEdit={() => onEdit({ mode: 'edit', path })}
            confirm={{
              title: t('contentEditor.nav.removeConfirm', { name }),
              description: node.children.length > 0 ? t('contentEditor.nav.removeChildren') : undefined,
              okText: t('contentEditor.nav.remove'),
            }}
            onRemove={() => onChange((nodes) => removeAt(nodes, path))}
          />
        </span>
      </div>
      {errors.length > 0 ? (
        <div role="alert" className={styles.rowError}>
          {errors.join(' ')}
        </div>
      ) : null}
      {node.children.length > 0 ? (
        <ol className={styles.treeChildren}>
          {node.children.map((child, childIndex) => (
            <MenuRow
              key={child.key}
              node={child}
              path={[...path, childIndex]}
              siblings={node.children.length}
              handlers={handlers}
            />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/**
 * The menu being edited, from the server's answer; saved as a whole by `save`, which belongs to the parent:
 * a saved menu is a new answer, which mounts a new editor, and a mutation's callbacks die with the
 * component that called it (the "saved" toast never showed).
 */
function MenuEditor({
  items,
  save,
}: {
  items: NavigationItem[];
  save: ReturnType<typeof useSaveNavigation>;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [nodes, setNodes] = useState(() => toNodes(items, nextKey));
  const [dirty, setDirty] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Map<string, string[]>>(new Map());
  const full = countNodes(nodes) >= CONTENT_EDITOR_LIMITS.MENU_ITEMS;
  const whole = errors.get('') ?? [];

  const change = (update: (current: MenuNode[]) => MenuNode[]) => {
    setNodes(update);
    setDirty(true);
    // The server's marks named entries by place; after a change they may point elsewhere.
    setErrors(new Map());
  };

  const apply = (fields: MenuEntryFields) => {
    if (!editing) return;
    if (editing.mode === 'add') {
      const node: MenuNode = { key: nextKey(), ...fields, children: [] };
      change((current) => appendAt(current, editing.parent, node));
    } else {
      const path = editing.path;
      change((current) => updateAt(current, path, (entry) => ({ ...entry, ...fields })));
    }
    setEditing(null);
  };

  const submit = () =>
    save.mutate(toInput(nodes), {
      onSuccess: () => void message.success(t('contentEditor.nav.saved')),
      onError: (error) => {
        const found = errorsByEntry(isApiError(error) ? error.fieldErrors : []);
        setErrors(found);
        void message.error(found.size > 0 ? t('contentEditor.nav.fixEntries') : error.message);
      },
    });

  const editingNode = editing?.mode === 'edit' ? (nodeAt(nodes, editing.path) ?? null) : null;
  const parentNode = editing?.mode === 'add' ? nodeAt(nodes, editing.parent) : undefined;
  const dialogTitle =
    editing?.mode === 'edit'
      ? t('contentEditor.nav.editTitle')
      : parentNode
        ? t('contentEditor.nav.addChildTitle', { name: localized(parentNode.name, currentLocale()) })
        : t('contentEditor.nav.addTitle');
  const handlers: RowHandlers = { onEdit: setEditing, onChange: change, full, errors };

  return (
    <>
      {whole.length > 0 ? (
        <div role="alert" className={styles.rowError}>
          {whole.join(' ')}
        </div>
      ) : null}
      {nodes.length === 0 ? (
        <EmptyState
          icon={<MenuOutlined aria-hidden />}
          title={t('contentEditor.nav.empty')}
          hint={t('contentEditor.nav.emptyHint')}
        />
      ) : (
        <ol className={styles.tree} aria-label={t('contentEditor.nav.title')}>
          {nodes.map((node, index) => (
            <MenuRow key={node.key} node={node} path={[index]} siblings={nodes.length} handlers={handlers} />
          ))}
        </ol>
      )}
      <div className={styles.saveBar}>
        <span className={styles.muted}>
          {t('contentEditor.nav.count', { count: countNodes(nodes), max: CONTENT_EDITOR_LIMITS.MENU_ITEMS })}
        </span>
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={full}
          onClick={() => setEditing({ mode: 'add', parent: [] })}
        >
          {t('contentEditor.nav.add')}
        </Button>
        <Button
          icon={<UndoOutlined aria-hidden />}
          disabled={!dirty || save.isPending}
          onClick={() => {
            setNodes(toNodes(items, nextKey));
            setDirty(false);
            setErrors(new Map());
          }}
        >
          {t('contentEditor.nav.discard')}
        </Button>
        <Button type="primary" loading={save.isPending} disabled={!dirty} onClick={submit}>
          {t('contentEditor.nav.save')}
        </Button>
      </div>
      {editing ? (
        <MenuEntryDialog
          entry={editingNode}
          title={dialogTitle}
          onSubmit={apply}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

/**
 * The header's navigation menu (up to three levels): add, remove, rename in the three languages, link to
 * an in-site path or an external address, show or hide, move up or down, nest. Changes stay in the page
 * until "Save menu", which replaces the whole menu.
 */
export function NavigationEditor() {
  const { t } = useTranslation();
  const menu = useAdminNavigation();
  const save = useSaveNavigation();
  return (
    <Panel
      id="content-navigation"
      icon={<MenuOutlined aria-hidden />}
      title={t('contentEditor.nav.title')}
      note={t('contentEditor.nav.note')}
    >
      <QueryView query={menu} loading={<ListSkeleton rows={5} />}>
        {(items) => <MenuEditor key={menu.dataUpdatedAt} items={items} save={save} />}
      </QueryView>
    </Panel>
  );
}
