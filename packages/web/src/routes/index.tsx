import { createFileRoute, redirect } from '@tanstack/react-router';

// The default route is project selection.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    redirect({ to: '/project', throw: true });
  },
});
