import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** The integrations lists' pager: "21–40 of 95", Previous and Next; nothing for one page. */
export function IntegrationsPager(props: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const { page, pageSize, total, onPageChange } = props;
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <div className="integrations__pager">
      <span>
        {t('integrations.history.page', {
          from: (page - 1) * pageSize + 1,
          to: Math.min(total, page * pageSize),
          count: total,
        })}
      </span>
      <Button size="small" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('integrations.history.previous')}
      </Button>
      <Button size="small" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('integrations.history.next')}
      </Button>
    </div>
  );
}
