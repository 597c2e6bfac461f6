import { createFileRoute } from '@tanstack/react-router';
import { routeAccess } from '@/app/guards.ts';
import { SettingsProfilePage } from '@/features/settings/settings-profile-page.tsx';

export const Route = createFileRoute('/_app/project/$id/settings/profile')({
  ...routeAccess([]),
  component: SettingsProfilePage,
});
