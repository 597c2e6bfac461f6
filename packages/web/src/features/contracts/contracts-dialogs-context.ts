import type { ContractBase } from '@siteline/shared';
import { createDialogs } from '@/components/dialogs/create-dialogs.tsx';

/** The list's modals (spec 002 §2): assign a company, mark as prime, mark as sub, edit. */
export type ContractDialogKind = 'assign' | 'markPrime' | 'markSub' | 'edit';

export const { DialogsProvider: ContractsDialogsProvider, useDialogs: useContractsDialogs } =
  createDialogs<ContractBase, ContractDialogKind>('contracts');
