import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Previous, "Page 2 of 5", next: the roll call's and the report's pages of 10. */
export function EvacuationPager(props: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (props.pages <= 1) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button disabled={props.page === 0} onClick={() => props.onPage(props.page - 1)}>
        {t('evacuation.rollCall.previous')}
      </Button>
      <Typography>
        {t('evacuation.rollCall.page', { page: props.page + 1, pages: props.pages })}
      </Typography>
      <Button disabled={props.page >= props.pages - 1} onClick={() => props.onPage(props.page + 1)}>
        {t('evacuation.rollCall.next')}
      </Button>
    </Stack>
  );
}
