import { createFileRoute } from '@tanstack/react-router';
import { signOutOnEntry } from '@/app/guards.ts';
import { ReportsUnsubscribePage } from '@/features/reports/reports-unsubscribe-page.tsx';

/** spec 000 §2: /unsubscribe/{unsubscribeKey} signs the user out on entry. */
export const Route = createFileRoute('/unsubscribe/$unsubscribeKey')({
  beforeLoad: signOutOnEntry,
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { unsubscribeKey } = Route.useParams();
  return <ReportsUnsubscribePage unsubscribeKey={unsubscribeKey} />;
}
