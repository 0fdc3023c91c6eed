import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** What one row's buttons say (each with the row's name) and do. */
export type TreeRowActionsProps = {
  labels: { up: string; down: string; addChild: string; addChildOf: string; edit: string; remove: string };
  /** Moving is off at either end of the siblings (and while a move is saved). */
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (step: -1 | 1) => void;
  /** null: the row can hold no children (the deepest level). */
  onAddChild: (() => void) | null;
  addChildDisabled?: boolean;
  onEdit: () => void;
  /** The removal asks first. */
  confirm: { title: string; description?: string | undefined; okText: string };
  onRemove: () => void;
  removing?: boolean;
};

/** The buttons of a row of the class tree or the menu tree: up, down, add a child, edit, remove. */
export function TreeRowActions({
  labels,
  canMoveUp,
  canMoveDown,
  onMove,
  onAddChild,
  addChildDisabled = false,
  onEdit,
  confirm,
  onRemove,
  removing = false,
}: TreeRowActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="small"
        type="text"
        icon={<ArrowUpOutlined aria-hidden />}
        aria-label={labels.up}
        disabled={!canMoveUp}
        onClick={() => onMove(-1)}
      />
      <Button
        size="small"
        type="text"
        icon={<ArrowDownOutlined aria-hidden />}
        aria-label={labels.down}
        disabled={!canMoveDown}
        onClick={() => onMove(1)}
      />
      {onAddChild ? (
        <Tooltip title={labels.addChild}>
          <Button
            size="small"
            type="text"
            icon={<PlusOutlined aria-hidden />}
            aria-label={labels.addChildOf}
            disabled={addChildDisabled}
            onClick={onAddChild}
          />
        </Tooltip>
      ) : null}
      <Button
        size="small"
        type="text"
        icon={<EditOutlined aria-hidden />}
        aria-label={labels.edit}
        onClick={onEdit}
      />
      <Popconfirm
        title={confirm.title}
        description={confirm.description}
        okText={confirm.okText}
        cancelText={t('contentEditor.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={onRemove}
      >
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={labels.remove}
          loading={removing}
        />
      </Popconfirm>
    </>
  );
}
