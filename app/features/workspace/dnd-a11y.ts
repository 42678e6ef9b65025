import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import { useTranslation } from "react-i18next";

/**
 * dnd-kit's screen-reader announcements and instructions in the UI language (its defaults are
 * English only). `nameOf` turns a draggable or droppable id into what it is called on screen.
 */
export type DndAccessibility = { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions };

export function useDndAccessibility(nameOf: (id: string | number) => string): DndAccessibility {
  const { t } = useTranslation();
  return {
    screenReaderInstructions: { draggable: t("workspace.dnd.instructions") },
    announcements: {
      onDragStart: ({ active }) => t("workspace.dnd.picked", { item: nameOf(active.id) }),
      onDragOver: ({ active, over }) => (over ? t("workspace.dnd.over", { item: nameOf(active.id), target: nameOf(over.id) }) : t("workspace.dnd.outside", { item: nameOf(active.id) })),
      onDragEnd: ({ active, over }) => (over ? t("workspace.dnd.dropped", { item: nameOf(active.id), target: nameOf(over.id) }) : t("workspace.dnd.droppedOutside", { item: nameOf(active.id) })),
      onDragCancel: ({ active }) => t("workspace.dnd.cancelled", { item: nameOf(active.id) }),
    },
  };
}
