import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '../app/guards.ts';
import { AppLayout } from '../app/layout/app-layout.tsx';

/** Everything below needs a signed-in user (spec 000 §2). */
export const Route = createFileRoute('/_app')({
  ...routeAccess(),
  component: AppLayout,
});
