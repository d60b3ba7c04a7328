import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { Announcements, DragEndEvent, DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a row's drag handle spreads on itself: the pointer and keyboard listeners and the ARIA. */
export type TDragHandleProps = { attributes: DraggableAttributes; listeners: DraggableSyntheticListeners };

function SortableRow({ id, children }: { id: string; children: (handle: TDragHandleProps) => ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      {children({ attributes, listeners })}
    </div>
  );
}

/** The handle that moves a row: drag it, or focus it, press Space, move with the arrows, Space again. */
export function DragHandle({ handle, label }: { handle: TDragHandleProps; label: string }) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...handle.attributes}
      {...handle.listeners}
    >
      <span aria-hidden>⠿</span>
    </ActionIcon>
  );
}

type TSortableListProps<TItem> = {
  items: readonly TItem[];
  idOf: (item: TItem) => string;
  /** The row's name in the screen reader's announcements ("Level 2: Basics"). */
  nameOf: (item: TItem) => string;
  onMove: (from: number, to: number) => void;
  children: (item: TItem, index: number, handle: TDragHandleProps) => ReactNode;
};

/**
 * A list ordered by drag and drop with the pointer and with the keyboard (dnd-kit's sensors), its
 * moves announced in the page's language.
 */
export function SortableList<TItem>({ items, idOf, nameOf, onMove, children }: TSortableListProps<TItem>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const nameOfId = (id: string | number) => {
    const item = items.find((entry) => idOf(entry) === String(id));
    return item ? nameOf(item) : '';
  };
  const positionOf = (id: string | number | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('learningPaths.dnd.picked', { name: nameOfId(active.id), position: positionOf(active.id), total: ids.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t('learningPaths.dnd.over', { name: nameOfId(active.id), position: positionOf(over.id), total: ids.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('learningPaths.dnd.dropped', {
            name: nameOfId(active.id),
            position: positionOf(over.id),
            total: ids.length,
          })
        : undefined,
    onDragCancel: ({ active }) => t('learningPaths.dnd.cancelled', { name: nameOfId(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) {
      return;
    }
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) {
      onMove(from, to);
    }
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('learningPaths.dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {items.map((item, index) => (
          <SortableRow key={idOf(item)} id={idOf(item)}>
            {(handle) => children(item, index, handle)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}
