import { useEffect, useRef } from 'react';

/** A `<dialog>` shown as a modal while `open` (Escape and its close button call its onClose). */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close();
  }, [open]);
  return dialog;
}
