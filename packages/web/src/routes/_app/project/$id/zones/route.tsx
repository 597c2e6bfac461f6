import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';

/** spec 000 §2: /zones and everything under it need ManageZones. */
export const Route = createFileRoute('/_app/project/$id/zones')({
  ...routeAccess(['ManageZones']),
});
