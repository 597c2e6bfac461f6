import { useCallback, useDeferredValue } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { createLink, useNavigate } from '@tanstack/react-router';
import type { ProjectUser } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth-store.ts';
import { useProjectRoles } from './api/get-project-roles.ts';
import { useProjectUsers } from './api/get-project-users.ts';
import { UsersDialogs, UsersDialogsProvider } from './components/users-dialogs.tsx';
import { UsersRolesPanel } from './components/users-roles-panel.tsx';
import { UsersTable } from './components/users-table.tsx';
import { callerLevel } from './users-rules.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/users');

const ButtonLink = createLink(Button);

/** spec 002 §2 "Project user management": the user list, with the remove and reset modals. */
export function UsersListPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const users = useProjectUsers(projectId);
  const roles = useProjectRoles(projectId);
  const mine = session ? callerLevel(session, users.data?.Data, roles.data) : -Infinity;
  const levels = new Map(roles.data?.map((role) => [role.ContractRoleId, role.role]));
  const canChange = useCallback(
    (user: ProjectUser) =>
      user.Roles.every((role) => (levels.get(role.ContractRoleId) ?? 0) <= mine),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- levels follows roles.data
    [roles.data, mine],
  );
  const onEdit = useCallback(
    (user: ProjectUser) =>
      void navigate({
        to: '/project/$id/user-management/$userId/edit-user',
        params: { id: String(projectId), userId: String(user.UserId) },
      }),
    [navigate, projectId],
  );
  const count = users.data?.TotalCount ?? 0;
  // The grid draws its rows as a deferred render (decision 0016); this follows in the same one.
  const drawnUsers = useDeferredValue(users.data);

  return (
    <UsersDialogsProvider>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <div>
            <Typography variant="h5" component="h1">
              {t('users.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('users.subtitle')}{' '}
              {/* Its room is kept while the users load, so the count's arrival moves nothing. */}
              <span style={{ visibility: users.data ? undefined : 'hidden' }}>
                {t('users.count', { count })}
              </span>
            </Typography>
          </div>
          <ButtonLink
            variant="contained"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            to="/project/$id/user-management/new-user"
            params={{ id: String(projectId) }}
          >
            {t('users.addUser')}
          </ButtonLink>
        </Stack>
        <UsersTable
          users={users.data?.Data ?? []}
          loading={users.isPending}
          error={users.isError}
          canChange={canChange}
          onEdit={onEdit}
          selfId={session?.userId}
        />
        {roles.isError && <Alert severity="error">{t('users.errors.roles')}</Alert>}
        {/* Below the table, drawn with the table's rows: drawn before, the rows arriving
            above it pushed it down the screen (a layout shift of 0.34 on a phone). */}
        {roles.data && drawnUsers && <UsersRolesPanel roles={roles.data} />}
      </Stack>
      <UsersDialogs projectId={projectId} />
    </UsersDialogsProvider>
  );
}
