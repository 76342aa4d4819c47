import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';

const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * ConfirmDialog, loaded the first time one is shown: the workspaces confirm only what a logged-in trader asks for
 * (cancelling every order, an order with TP/SL), so a first visit never downloads the dialog.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
