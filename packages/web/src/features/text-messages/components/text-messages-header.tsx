import Stack from '@mui/material/Stack';
import Tab, { type TabProps } from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

function AnchorTab(props: Omit<TabProps<'a'>, 'href'>) {
  return <Tab component="a" {...props} />;
}
const TabLink = createLink(AnchorTab);

/** The area's title and its two pages, New message and History (spec 000 §2). */
export function TextMessagesHeader(props: { projectId: number; tab: 'new' | 'history' | false }) {
  const { t } = useTranslation();
  const params = { id: String(props.projectId) };
  return (
    <Stack spacing={1}>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('textMessages.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('textMessages.subtitle')}</Typography>
      </div>
      <Tabs
        value={props.tab}
        aria-label={t('textMessages.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <TabLink
          value="new"
          label={t('textMessages.tabs.new')}
          to="/project/$id/text-messages/new"
          params={params}
        />
        <TabLink
          value="history"
          label={t('textMessages.tabs.history')}
          to="/project/$id/text-messages/history"
          params={params}
        />
      </Tabs>
    </Stack>
  );
}
