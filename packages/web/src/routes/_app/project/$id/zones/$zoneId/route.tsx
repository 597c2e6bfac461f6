import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';

/** spec 000 §2: /zones/{zoneId} (ManageZones), with /access and /workers. */
export const Route = createFileRoute('/_app/project/$id/zones/$zoneId')({
  ...routeAccess(['ManageZones']),
});
