import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/layout/not-found-page.tsx';
import { routeAccess } from '@/app/guards.ts';
import { AlertsEditorPage, isAlertEditorPath } from '@/features/alerts/alerts-editor-page.tsx';
import { alertEditorAddress } from '@/features/alerts/alerts-editor-search.ts';

/**
 * spec 000 §2: /settings/alert-instances/{alertId}/{editor}?isNew (ManageAlerts), the editor
 * named by the alert's webDisplayConst in lower case (key-person, reader-status, …). One route
 * for the seven, so the route table (the first load) grows by one, not seven.
 */
export const Route = createFileRoute('/_app/project/$id/settings/alert-instances/$alertId/$editor')(
  {
    ...routeAccess(['ManageAlerts']),
    validateSearch: alertEditorAddress,
    component: AlertEditorRoute,
  },
);

function AlertEditorRoute() {
  const { id, editor } = Route.useParams();
  const isNew = Route.useSearch().isNew === true;
  if (!isAlertEditorPath(editor)) return <NotFoundPage />;
  return <AlertsEditorPage projectId={Number(id)} editor={editor} isNew={isNew} />;
}
