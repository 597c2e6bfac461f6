import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { REGISTRATION_DOCUMENT_MAX_BYTES, REGISTRATION_DOCUMENT_MIME_TYPE } from '@siteline/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog.tsx';
import { describeError } from '@/lib/api-error.ts';
import { downloadFile } from '@/lib/download.ts';
import {
  fileToBase64,
  useDeleteDocument,
  useDocuments,
  useUploadDocument,
} from './api/registrations-documents-api.ts';

function size(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** spec 000 §3 "Registration document": PDFs workers read and sign; list, upload, delete. */
/** Size and date make way on a phone, so the name, the file and its delete button fit. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function RegistrationsDocumentsPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const documents = useDocuments(projectId);
  const upload = useUploadDocument(projectId);
  const remove = useDeleteDocument(projectId);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);

  const fail = (error: unknown) => {
    const notice = describeError(error);
    alerts.error(notice.message, notice.durationMs);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (file.type !== REGISTRATION_DOCUMENT_MIME_TYPE) {
      alerts.error(t('registrations.documents.notPdf'));
      return;
    }
    if (file.size > REGISTRATION_DOCUMENT_MAX_BYTES) {
      alerts.error(t('registrations.documents.tooBig'));
      return;
    }
    try {
      const displayName = name.trim() || file.name.replace(/\.pdf$/i, '');
      await upload.mutateAsync({
        displayName,
        attachment: {
          displayName,
          mimeType: REGISTRATION_DOCUMENT_MIME_TYPE,
          encoding: 'base64',
          file: await fileToBase64(file),
          originalFilename: file.name,
        },
      });
      alerts.success(t('registrations.documents.uploaded'));
      setName('');
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      fail(error);
    }
  };

  const onDelete = async (documentId: number) => {
    try {
      await remove.mutateAsync(documentId);
      setDeleting(null);
      alerts.success(t('registrations.documents.deleted'));
    } catch (error) {
      setDeleting(null);
      fail(error);
    }
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {t('registrations.documents.heading')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          {t('registrations.documents.intro')}
        </Typography>
        <Stack
          component="form"
          onSubmit={(e) => void onSubmit(e)}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, alignItems: { sm: 'center' } }}
        >
          <TextField
            label={t('registrations.documents.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            size="small"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {t('registrations.documents.file')}
            <input
              ref={input}
              hidden
              type="file"
              accept="application/pdf,.pdf"
              data-testid="document-file"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography sx={{ color: 'text.secondary', minWidth: 0, overflowWrap: 'anywhere' }}>
            {file?.name ?? t('registrations.documents.noFile')}
          </Typography>
          <Button type="submit" variant="contained" disabled={!file || upload.isPending}>
            {upload.isPending
              ? t('registrations.documents.uploading')
              : t('registrations.documents.upload')}
          </Button>
        </Stack>
      </Paper>
      {documents.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : documents.isError ? (
        <Alert severity="error">{t('registrations.loadError')}</Alert>
      ) : documents.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {t('registrations.documents.empty')}
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('registrations.documents.column.name')}</TableCell>
                <TableCell>{t('registrations.documents.column.file')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('registrations.documents.column.size')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('registrations.documents.column.added')}</TableCell>
                <TableCell align="right">{t('registrations.documents.column.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {documents.data.map((d) => (
                <TableRow key={d.registrationDocumentId}>
                  <TableCell>{d.displayName}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Button
                      size="small"
                      onClick={() =>
                        void downloadFile(
                          `/api/v2/projects/${projectId}/documents/${d.registrationDocumentId}/file`,
                          d.attachment.originalFilename,
                        ).catch(fail)
                      }
                    >
                      {d.attachment.originalFilename}
                    </Button>
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{size(d.attachment.byteSize)}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{dayjs(d.createdAt).format('MM/DD/YYYY')}</TableCell>
                  <TableCell align="right">
                    <IconButton
                      aria-label={t('registrations.documents.deleteLabel', { name: d.displayName })}
                      disabled={remove.isPending}
                      onClick={() =>
                        setDeleting({ id: d.registrationDocumentId, name: d.displayName })
                      }
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <ConfirmDialog
        kind="delete"
        subject={deleting?.name ?? ''}
        open={deleting !== null}
        busy={remove.isPending}
        onConfirm={() => deleting && void onDelete(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
