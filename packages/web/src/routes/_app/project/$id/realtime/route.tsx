import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';

/** spec 000 §2 "Realtime": membership sees the view. */
export const Route = createFileRoute('/_app/project/$id/realtime')({
  ...routeAccess([]),
});
