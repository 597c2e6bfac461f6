import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The dialogs of a list screen: add, edit and delete a row (shadcn-admin's pattern). */
export type DialogKind = 'add' | 'edit' | 'delete';

export interface DialogsState<TRow, TKind extends string> {
  /** The one dialog open, or null. */
  open: TKind | null;
  /**
   * The row the open dialog works on; null for "add". Kept after closing so the closing
   * animation still shows it; replaced by the next `openDialog`.
   */
  currentRow: TRow | null;
  openDialog: (kind: TKind, row?: TRow | null) => void;
  closeDialog: () => void;
}

/**
 * One area's dialogs context: `const { DialogsProvider, useDialogs } = createDialogs<Zone>()`.
 * The page wraps itself in the provider and mounts every dialog once (`zones-dialogs.tsx`,
 * each with `open={open === 'edit'}`); rows and toolbars call `openDialog('edit', row)`.
 */
export function createDialogs<TRow, TKind extends string = DialogKind>(area = 'dialogs') {
  const Context = createContext<DialogsState<TRow, TKind> | null>(null);

  function DialogsProvider({ children }: { children: ReactNode }) {
    const [open, setOpen] = useState<TKind | null>(null);
    const [currentRow, setCurrentRow] = useState<TRow | null>(null);
    const openDialog = useCallback((kind: TKind, row: TRow | null = null) => {
      setCurrentRow(row);
      setOpen(kind);
    }, []);
    const closeDialog = useCallback(() => setOpen(null), []);
    const value = useMemo(
      () => ({ open, currentRow, openDialog, closeDialog }),
      [open, currentRow, openDialog, closeDialog],
    );
    return <Context value={value}>{children}</Context>;
  }

  function useDialogs(): DialogsState<TRow, TKind> {
    const state = useContext(Context);
    if (!state) throw new Error(`useDialogs of ${area} is used outside its DialogsProvider`);
    return state;
  }

  return { DialogsProvider, useDialogs };
}
