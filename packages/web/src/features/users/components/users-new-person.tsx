import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ProjectRole, RoleAssignment, UserCompany } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { UsersRolePicker } from './users-role-picker.tsx';

export interface UsersNewPersonProps {
  /** The found user (noAccess), or null: a new person to invite (not found). */
  found: { FirstName: string; LastName: string; Email: string } | null;
  email: string;
  roles: readonly ProjectRole[];
  companies: readonly UserCompany[] | undefined;
  maxLevel: number;
  busy: boolean;
  onSubmit: (person: { FirstName: string; LastName: string }, roles: RoleAssignment[]) => void;
}

/** The second stage of adding a user: roles (and, for a new person, a name), then add or invite. */
export function UsersNewPerson(props: UsersNewPersonProps) {
  const { found, email, roles, companies, maxLevel, busy, onSubmit } = props;
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [assignments, setAssignments] = useState<RoleAssignment[]>([]);
  const [tried, setTried] = useState(false);
  const missingName = found === null && (!firstName.trim() || !lastName.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missingName || assignments.length === 0) return;
    onSubmit(found ?? { FirstName: firstName.trim(), LastName: lastName.trim() }, assignments);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Alert severity="info">
        {found
          ? t('users.new.noAccess', {
              name: `${found.FirstName} ${found.LastName}`,
              email: found.Email,
            })
          : t('users.new.notFound', { email })}
      </Alert>
      {found === null && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('users.new.firstName')}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            required
            error={tried && !firstName.trim()}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            fullWidth
          />
          <TextField
            label={t('users.new.lastName')}
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            required
            error={tried && !lastName.trim()}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            fullWidth
          />
        </Stack>
      )}
      <UsersRolePicker
        roles={roles}
        companies={companies}
        value={assignments}
        onChange={setAssignments}
        maxLevel={maxLevel}
        disabled={busy}
        error={tried && assignments.length === 0}
      />
      <div>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {found ? t('users.new.add') : t('users.new.invite')}
        </Button>
      </div>
    </Stack>
  );
}
