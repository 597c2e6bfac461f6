import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { createLink } from '@tanstack/react-router';
import type { RoleAssignment } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { SaveChangesButton } from '@/components/save-button/save-changes-button.tsx';
import { useSaveCycle } from '@/components/save-button/use-save-cycle.ts';
import { useSession } from '@/lib/auth-store.ts';
import { useProjectRoles } from './api/get-project-roles.ts';
import { useProjectUser } from './api/get-project-user.ts';
import { useProjectUsers } from './api/get-project-users.ts';
import { useUserCompanies } from './api/get-user-companies.ts';
import { useUpdateProjectUser } from './api/update-project-user.ts';
import { UsersRolePicker } from './components/users-role-picker.tsx';
import { callerLevel, fullName, toAssignments, usersErrorText } from './users-rules.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/users');

const ButtonLink = createLink(Button);

/** spec 002 §2 "edit user": one member's roles, saved with the save cycle (spec 002 §4). */
export function UsersEditPage({ projectId, userId }: { projectId: number; userId: number }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const session = useSession();
  const user = useProjectUser(projectId, userId);
  const roles = useProjectRoles(projectId);
  const users = useProjectUsers(projectId);
  const companies = useUserCompanies(projectId);
  const update = useUpdateProjectUser(projectId, userId);
  const cycle = useSaveCycle();
  const [assignments, setAssignments] = useState<RoleAssignment[] | null>(null);
  const [missingRole, setMissingRole] = useState(false);

  // The form starts from what the member holds, once it has loaded.
  useEffect(() => {
    if (user.data && assignments === null) setAssignments(toAssignments(user.data));
  }, [user.data, assignments]);

  const mine = session ? callerLevel(session, users.data?.Data, roles.data) : -Infinity;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!assignments || assignments.length === 0) {
      setMissingRole(true);
      return;
    }
    setMissingRole(false);
    const result = await cycle.run(() => update.mutateAsync(assignments));
    if (result.ok) setAssignments(toAssignments(result.value));
    else alerts.error(usersErrorText(result.error, t('users.errors.save')));
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <div>
        <ButtonLink
          startIcon={<ArrowBackIcon />}
          to="/project/$id/user-management/users"
          params={{ id: String(projectId) }}
          size="small"
        >
          {t('users.edit.back')}
        </ButtonLink>
      </div>
      <Typography variant="h5" component="h1">
        {t('users.edit.title')}
      </Typography>
      {user.isError && <Alert severity="error">{t('users.errors.load')}</Alert>}
      {roles.isError && <Alert severity="error">{t('users.errors.roles')}</Alert>}
      {(user.isPending || roles.isPending) && !user.isError && !roles.isError && (
        <CircularProgress aria-label={t('users.edit.title')} />
      )}
      {user.data && roles.data && assignments && (
        <Paper component="form" onSubmit={(e) => void onSubmit(e)} sx={{ p: 3 }} noValidate>
          <Stack spacing={2}>
            <div>
              <Typography variant="h6" component="h2">
                {fullName(user.data)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {user.data.Email}
              </Typography>
            </div>
            <UsersRolePicker
              roles={roles.data}
              companies={companies.data}
              value={assignments}
              onChange={(next) => {
                setAssignments(next);
                if (next.length > 0) setMissingRole(false);
              }}
              maxLevel={mine}
              disabled={cycle.status === 'busy'}
              error={missingRole}
            />
            <div>
              <SaveChangesButton status={cycle.status} />
            </div>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
