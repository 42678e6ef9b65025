import type { ModalDialogProps } from "./modal-dialog-content";
import { onFirstOpen } from "./on-first-open";

/** A centred modal dialog (./modal-dialog-content.tsx, loaded on first open). */
export const ModalDialog = onFirstOpen<ModalDialogProps>("ModalDialog", () => import("./modal-dialog-content").then((m) => m.RadixModalDialog));
