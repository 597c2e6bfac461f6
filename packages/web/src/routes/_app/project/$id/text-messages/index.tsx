import { createFileRoute, redirect } from '@tanstack/react-router';

/** /text-messages is abstract (spec 000 §2): it opens a new message. */
export const Route = createFileRoute('/_app/project/$id/text-messages/')({
  beforeLoad: ({ params }) => {
    redirect({ to: '/project/$id/text-messages/new', params, throw: true });
  },
});
