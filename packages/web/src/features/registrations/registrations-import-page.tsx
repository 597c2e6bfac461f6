import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { REGISTRATION_IMPORT_LIMITS, REGISTRATION_IMPORT_MESSAGES } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { ApiError, describeError } from '@/lib/api-error.ts';
import { downloadFile } from '@/lib/download.ts';
import { importTemplatePath, useValidateImport } from './api/registrations-import-api.ts';
import { RegistrationsImportHistory } from './components/registrations-import-history.tsx';
import { RegistrationsImportReview } from './components/registrations-import-review.tsx';
import {
  resolveImportSearch,
  type RegistrationsImportSearch,
} from './registrations-import-search.ts';

export interface RegistrationsImportPageProps {
  projectId: number;
  /** The site's zone, for the history's times. */
  timeZoneId: string | undefined;
  search: RegistrationsImportSearch;
  onSearchChange: (next: RegistrationsImportSearch) => void;
}

/** A file's size as people read it. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** spec 000 §8 "Import file error": the server's text, or "There was an error processing the file." */
export function importErrorText(error: unknown): string {
  return error instanceof ApiError && error.status < 500 && error.messages.length > 0
    ? error.messages.join(' ')
    : REGISTRATION_IMPORT_MESSAGES.fileError;
}

/**
 * spec 000 §3–§4 Import: stage one (download the template, upload the filled file), stage two
 * (the validated rows, contracts for pending ones) and stage three (imported); the history of
 * files below stage one. The file being worked on is in the address, so a reload keeps it.
 */
export function RegistrationsImportPage({
  projectId,
  timeZoneId,
  search,
  onSearchChange,
}: RegistrationsImportPageProps) {
  const resolved = resolveImportSearch(search);
  if (resolved.file) {
    return (
      <RegistrationsImportReview
        projectId={projectId}
        blobUid={resolved.file}
        page={resolved.page}
        status={resolved.status}
        onPageChange={(page) => onSearchChange({ ...search, page })}
        onStatusChange={(status) => onSearchChange({ ...search, status, page: undefined })}
        onClose={() => onSearchChange({ history: search.history })}
      />
    );
  }
  return (
    <Stack spacing={2}>
      <ImportUpload
        projectId={projectId}
        onValidated={(blobUid) => onSearchChange({ file: blobUid })}
      />
      <RegistrationsImportHistory
        projectId={projectId}
        timeZoneId={timeZoneId}
        page={resolved.history}
        onPageChange={(history) => onSearchChange({ ...search, history })}
        onOpen={(blobUid) => onSearchChange({ file: blobUid })}
      />
    </Stack>
  );
}

function ImportUpload({
  projectId,
  onValidated,
}: {
  projectId: number;
  onValidated: (blobUid: string) => void;
}) {
  const { t } = useTranslation();
  const validate = useValidateImport(projectId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setProblem(null);
    if (file.size > REGISTRATION_IMPORT_LIMITS.fileBytes) {
      setProblem(REGISTRATION_IMPORT_MESSAGES.fileTooLarge);
      return;
    }
    try {
      const validated = await validate.mutateAsync(file);
      onValidated(validated.BlobUid);
    } catch (error) {
      setProblem(importErrorText(error));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2">
        {t('registrations.import.heading')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t('registrations.import.intro')}
      </Typography>
      <Stack component="ol" spacing={2} sx={{ pl: 2.5, m: 0 }}>
        <li>
          <Typography sx={{ mb: 1 }}>{t('registrations.import.step1')}</Typography>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() =>
              void downloadFile(importTemplatePath(projectId), 'registration-template.xlsx').catch(
                (error: unknown) => setProblem(describeError(error).message),
              )
            }
          >
            {t('registrations.import.template')}
          </Button>
        </li>
        <li>
          <Typography>{t('registrations.import.step2')}</Typography>
        </li>
        <li>
          <Typography sx={{ mb: 1 }}>{t('registrations.import.step3')}</Typography>
          <Stack
            component="form"
            onSubmit={(e) => void onSubmit(e)}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, alignItems: { sm: 'center' } }}
          >
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {t('registrations.import.choose')}
              <input
                ref={input}
                hidden
                type="file"
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                data-testid="import-file"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setProblem(null);
                }}
              />
            </Button>
            <Typography sx={{ color: 'text.secondary', minWidth: 0, overflowWrap: 'anywhere' }}>
              {file ? `${file.name} (${fileSize(file.size)})` : t('registrations.import.noFile')}
            </Typography>
            <Button type="submit" variant="contained" disabled={!file || validate.isPending}>
              {t('registrations.import.check')}
            </Button>
          </Stack>
        </li>
      </Stack>
      {validate.isPending && file && (
        <Stack spacing={1} sx={{ mt: 2 }} role="status">
          <Typography>
            {t('registrations.import.checking', { name: file.name, size: fileSize(file.size) })}
          </Typography>
          <LinearProgress aria-label={t('registrations.import.checkingLabel')} />
        </Stack>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </Paper>
  );
}
