import type { EducationModule } from '@copytrade/contracts/cms';
import { useState } from 'react';
import { ClassTree } from './class-tree';
import { ItemEditor, type ItemTarget } from './item-editor';
import { ItemList } from './item-list';
import styles from './editor.module.css';

/** One module's editor: its class tree beside its items; choosing a class filters the items. */
export function ModuleEditor({ moduleCode }: { moduleCode: EducationModule }) {
  const [typeId, setTypeId] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<ItemTarget | null>(null);
  return (
    <div className={styles.moduleGrid}>
      <ClassTree moduleCode={moduleCode} selected={typeId} onSelect={setTypeId} />
      <ItemList
        moduleCode={moduleCode}
        typeId={typeId}
        onTypeChange={setTypeId}
        onEdit={(contentId) => setEditing({ contentId })}
        onAdd={() => setEditing({ contentId: null, typeId })}
      />
      {editing ? (
        <ItemEditor
          key={editing.contentId ?? 'new'}
          moduleCode={moduleCode}
          target={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
