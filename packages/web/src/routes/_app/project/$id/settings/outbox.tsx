import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { SettingsOutboxPage } from '@/features/settings/settings-outbox-page.tsx';

/** The outbox per channel and its messages not sent (provider employees; the server refuses anyone else). */
export const Route = createFileRoute('/_app/project/$id/settings/outbox')({
  ...routeAccess([]),
  component: SettingsOutboxPage,
});
