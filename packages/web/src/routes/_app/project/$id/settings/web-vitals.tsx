import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { SettingsWebVitalsPage } from '@/features/settings/settings-web-vitals-page.tsx';

/** The field's web vitals per route (provider employees; the server refuses anyone else). */
export const Route = createFileRoute('/_app/project/$id/settings/web-vitals')({
  ...routeAccess([]),
  component: SettingsWebVitalsPage,
});
