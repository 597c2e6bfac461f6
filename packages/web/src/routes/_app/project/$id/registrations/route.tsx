import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';

/** spec 000 §2: /registrations (CanDoRegistrations) with its tabs. */
export const Route = createFileRoute('/_app/project/$id/registrations')({
  ...routeAccess(['CanDoRegistrations']),
});
