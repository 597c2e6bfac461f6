import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import { CONTRACT_MESSAGES, PLAN_LIMITS, PLAN_MESSAGES } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { ApiError } from '@/lib/api-error.ts';
import { useTranslateText } from '@/lib/i18n.ts';
import { formatDate } from '@/lib/dates.ts';
import { useUploadPlan } from '../api/upload-plan.ts';

interface RowError {
  row: number;
  column: string;
  message: string;
}

/** The server's 400 as a table of rows ("row.<n>.<column>") and the file's own problems. */
export function uploadProblems(error: unknown): { rows: RowError[]; messages: string[] } {
  if (!(error instanceof ApiError) || error.status >= 500) {
    return { rows: [], messages: [CONTRACT_MESSAGES.fileProcessing] };
  }
  const rows: RowError[] = [];
  const messages: string[] = [];
  for (const item of error.items) {
    const match = /^row\.(\d+)\.(.+)$/.exec(item.field ?? '');
    if (match) {
      rows.push({
        row: Number(match[1]),
        column: match[2] ?? '',
        message: item.errorMessage.replace(/^Row \d+, [^:]+: /, ''),
      });
    } else messages.push(item.errorMessage);
  }
  return { rows, messages: messages.length > 0 ? messages : [CONTRACT_MESSAGES.fileProcessing] };
}

export interface ContractsPlanUploadProps {
  projectId: number;
  onTemplate: () => void;
}

/** Upload a plan file (all rows or none), with the rows to fix when one is wrong. */
export function ContractsPlanUpload({ projectId, onTemplate }: ContractsPlanUploadProps) {
  const { t } = useTranslation();
  const translate = useTranslateText();
  const alerts = useAlerts();
  const upload = useUploadPlan(projectId);
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<{ rows: RowError[]; messages: string[] } | null>(null);

  const send = (file: File) => {
    setProblems(null);
    if (file.size > PLAN_LIMITS.fileBytes) {
      setProblems({
        rows: [],
        messages: [CONTRACT_MESSAGES.fileProcessing, PLAN_MESSAGES.fileTooLarge],
      });
      return;
    }
    upload.mutate(file, {
      onSuccess: (result) => {
        alerts.success(
          result.DaysWritten === 0
            ? t('contractManagement.plan.uploadedNothing')
            : t('contractManagement.plan.uploaded', {
                contracts: t('contractManagement.plan.uploadedContracts', {
                  count: result.ContractCount,
                }),
                days: t('contractManagement.plan.uploadedDays', { count: result.DateCount }),
                first: formatDate(result.FirstDate),
                last: formatDate(result.LastDate),
              }),
        );
      },
      onError: (error) => setProblems(uploadProblems(error)),
    });
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          startIcon={<FileUploadOutlinedIcon />}
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isPending
            ? t('contractManagement.plan.uploading')
            : t('contractManagement.plan.upload')}
        </Button>
        <Button startIcon={<FileDownloadOutlinedIcon />} onClick={onTemplate}>
          {t('contractManagement.plan.template')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          data-testid="plan-file"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) send(file);
          }}
        />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('contractManagement.plan.uploadHelp')}
      </Typography>
      {problems && (
        <Alert severity="error" role="alert" onClose={() => setProblems(null)}>
          {problems.messages.map(translate).join(' ')}
          {problems.rows.length > 0 && (
            <>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('contractManagement.plan.rowErrors')}
              </Typography>
              <Table size="small" sx={{ mt: 1 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('contractManagement.plan.row')}</TableCell>
                    <TableCell>{t('contractManagement.plan.column')}</TableCell>
                    <TableCell>{t('contractManagement.plan.problem')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {problems.rows.map((r) => (
                    <TableRow key={`${r.row}-${r.column}`}>
                      <TableCell>{r.row}</TableCell>
                      <TableCell>{r.column}</TableCell>
                      <TableCell>{translate(r.message)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}
