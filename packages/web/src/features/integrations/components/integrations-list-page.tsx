import type { ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { IntegrationsPager } from './integrations-pager.tsx';

/**
 * The integrations' list pages (uploads history, delivery log, headcount history, issues): a
 * heading (with a way back, an introduction), what goes above the list, then the list as a table
 * with its pager — a placeholder while it loads, the page's own text when it is empty.
 */
export function IntegrationsListPage(props: {
  title: string;
  intro?: string;
  back?: { label: string; onClick: () => void };
  above?: ReactNode;
  list: { isError: boolean; isPending: boolean; isSuccess: boolean; rows: number };
  empty: string;
  testId: string;
  head: ReactNode;
  children: ReactNode;
  pager: { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };
}) {
  const { list } = props;
  const { t } = useTranslation();
  return (
    <div style={{ display: 'grid', gap: 20 }}>
      <div>
        {props.back && (
          <Button startIcon={<ArrowBackIcon />} sx={{ mb: 1 }} onClick={props.back.onClick}>
            {props.back.label}
          </Button>
        )}
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {props.title}
        </Typography>
        {props.intro && (
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 760, mt: 0.5 }}>
            {props.intro}
          </Typography>
        )}
      </div>
      {props.above}
      {list.isError && <Alert severity="error">{t('integrations.loadError')}</Alert>}
      {list.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : list.isSuccess && list.rows === 0 ? (
        <Typography>{props.empty}</Typography>
      ) : (
        <div className="integrations__table-wrap">
          <table className="integrations__table" data-testid={props.testId}>
            <thead>{props.head}</thead>
            <tbody>{props.children}</tbody>
          </table>
          <IntegrationsPager {...props.pager} />
        </div>
      )}
    </div>
  );
}
