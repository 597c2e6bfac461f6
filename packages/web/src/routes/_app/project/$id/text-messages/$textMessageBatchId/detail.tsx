import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { TextMessagesDetailPage } from '@/features/text-messages/text-messages-detail-page.tsx';
import { textMessagesDetailAddress } from '@/features/text-messages/text-messages-address.ts';

/** spec 002 §2 project.textmessages.detail: textMessageBatchId, isNew=true after a send. */
export const Route = createFileRoute('/_app/project/$id/text-messages/$textMessageBatchId/detail')({
  ...routeAccess(['SendAhHocTextMessages']),
  validateSearch: textMessagesDetailAddress,
  component: TextMessageDetailRoute,
});

function TextMessageDetailRoute() {
  const params = Route.useParams();
  const search = Route.useSearch();
  return (
    <TextMessagesDetailPage
      projectId={Number(params.id)}
      batchId={Number(params.textMessageBatchId)}
      isNew={search.isNew === true}
    />
  );
}
