import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Tab, { type TabProps } from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/registrations');

function AnchorTab(props: Omit<TabProps<'a'>, 'href'>) {
  return <Tab component="a" {...props} />;
}
const TabLink = createLink(AnchorTab);

/**
 * The tabs of /registrations (spec 000 §2: import, single, fields, existing, pin, documents).
 */
export const REGISTRATION_TABS = [
  'import',
  'single',
  'existing',
  'fields',
  'pin',
  'documents',
] as const;
export type RegistrationTab = (typeof REGISTRATION_TABS)[number];

const TAB_ROUTES = {
  import: '/project/$id/registrations/import',
  single: '/project/$id/registrations/single',
  existing: '/project/$id/registrations/existing',
  fields: '/project/$id/registrations/fields',
  pin: '/project/$id/registrations/pin',
  documents: '/project/$id/registrations/documents',
} as const;

export interface RegistrationsLayoutProps {
  projectId: number;
  tab: RegistrationTab;
  children: ReactNode;
}

export function RegistrationsLayout({ projectId, tab, children }: RegistrationsLayoutProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <div>
        <Typography variant="h4" component="h1">
          {t('registrations.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('registrations.subtitle')}</Typography>
      </div>
      <Tabs
        value={tab}
        aria-label={t('registrations.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {REGISTRATION_TABS.map((key) => (
          <TabLink
            key={key}
            value={key}
            label={t(`registrations.tabs.${key}`)}
            to={TAB_ROUTES[key]}
            params={{ id: String(projectId) }}
          />
        ))}
      </Tabs>
      {children}
    </Stack>
  );
}
