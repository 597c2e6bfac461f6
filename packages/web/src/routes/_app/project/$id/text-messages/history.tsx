import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { TextMessagesHistoryPage } from '@/features/text-messages/text-messages-history-page.tsx';
import { textMessagesHistoryAddress } from '@/features/text-messages/text-messages-address.ts';
import { useRouteAddress } from '@/lib/address/use-route-address.ts';

/** spec 000 §2: /text-messages/history (page 1, 50 per page: spec 002 §9). */
export const Route = createFileRoute('/_app/project/$id/text-messages/history')({
  ...routeAccess(['SendAhHocTextMessages']),
  validateSearch: textMessagesHistoryAddress,
  component: TextMessagesHistoryRoute,
});

function TextMessagesHistoryRoute() {
  const projectId = Number(Route.useParams().id);
  const [search, setSearch] = useRouteAddress(Route.useSearch());
  return (
    <TextMessagesHistoryPage
      projectId={projectId}
      page={search.page ?? 1}
      onPageChange={(page) => setSearch({ page: page === 1 ? undefined : page })}
    />
  );
}
