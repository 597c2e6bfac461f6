import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { createLink, useNavigate } from '@tanstack/react-router';
import {
  EmailSchema,
  USER_STATUS_ACTIVE,
  type RoleAssignment,
  type UserSearchResult,
} from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/alerts/alerts-context.ts';
import { useSession } from '@/lib/auth-store.ts';
import { useAddProjectUser } from './api/add-project-user.ts';
import { useProjectRoles } from './api/get-project-roles.ts';
import { useProjectUsers } from './api/get-project-users.ts';
import { useUserCompanies } from './api/get-user-companies.ts';
import { useSearchUser } from './api/search-user.ts';
import { UsersNewPerson } from './components/users-new-person.tsx';
import { callerLevel, fullName, usersErrorText } from './users-rules.ts';
import { loadLocales } from '@/lib/i18n.ts';

await loadLocales('features/users');

const ButtonLink = createLink(Button);

/** The stages of spec 002 §4 "Add user", after the e-mail search. */
export type NewUserStage = 'search' | 'hasAccess' | 'noAccess' | 'deleted' | 'notFound';

export function stageOf(result: UserSearchResult): NewUserStage {
  if (!result.User) return 'notFound';
  // spec 002 §5: a found user whose status is not 1 was deleted from the system.
  if (result.User.UserStatusId !== USER_STATUS_ACTIVE) return 'deleted';
  return result.DoesUserAlreadyHaveAccess ? 'hasAccess' : 'noAccess';
}

/** spec 002 §2 "add user (multi-stage)": search by e-mail, then add, invite, or stop. */
export function UsersNewPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const session = useSession();
  const roles = useProjectRoles(projectId);
  const users = useProjectUsers(projectId);
  const companies = useUserCompanies(projectId);
  const search = useSearchUser(projectId);
  const add = useAddProjectUser(projectId);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState(false);
  const [result, setResult] = useState<{ email: string; found: UserSearchResult } | null>(null);
  const stage: NewUserStage = result ? stageOf(result.found) : 'search';
  const mine = session ? callerLevel(session, users.data?.Data, roles.data) : -Infinity;
  const params = { id: String(projectId) };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(email);
    setEmailError(!parsed.success);
    if (!parsed.success) return;
    setResult(null);
    search.mutate(parsed.data, {
      onSuccess: (found) => setResult({ email: parsed.data, found }),
      onError: (error) => alerts.error(usersErrorText(error, t('users.errors.search'))),
    });
  };

  const onAdd = (person: { FirstName: string; LastName: string }, picked: RoleAssignment[]) => {
    if (!result) return;
    const user = result.found.User;
    const body = user
      ? { UserId: user.UserId, Roles: picked }
      : { Email: result.email, ...person, Roles: picked };
    add.mutate(body, {
      onSuccess: (added) => {
        alerts.success(
          user
            ? t('users.new.added', { name: fullName(added) })
            : added.InvitationHeld
              ? t('users.new.invitationHeld', { email: added.Email })
              : t('users.new.invited', { email: added.Email }),
        );
        void navigate({ to: '/project/$id/user-management/users', params });
      },
      onError: (error) => alerts.error(usersErrorText(error, t('users.errors.save'))),
    });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <div>
        <ButtonLink
          startIcon={<ArrowBackIcon />}
          to="/project/$id/user-management/users"
          params={params}
          size="small"
        >
          {t('users.edit.back')}
        </ButtonLink>
      </div>
      <Typography variant="h5" component="h1">
        {t('users.new.title')}
      </Typography>
      {roles.isError && <Alert severity="error">{t('users.errors.roles')}</Alert>}
      <Paper sx={{ p: 3 }}>
        <Stack spacing={3}>
          <Stack component="form" spacing={1} onSubmit={onSearch} noValidate>
            <Typography variant="body2" color="text.secondary">
              {t('users.new.searchHelp')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                label={t('users.new.email')}
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={emailError}
                autoComplete="off"
                fullWidth
                size="small"
              />
              <Button type="submit" variant="outlined" disabled={search.isPending}>
                {search.isPending ? t('users.new.searching') : t('users.new.search')}
              </Button>
            </Stack>
          </Stack>
          {result && stage === 'hasAccess' && result.found.User && (
            <Alert
              severity="info"
              action={
                <ButtonLink
                  color="inherit"
                  size="small"
                  to="/project/$id/user-management/$userId/edit-user"
                  params={{ ...params, userId: String(result.found.User.UserId) }}
                >
                  {t('users.new.editRoles')}
                </ButtonLink>
              }
            >
              {t('users.new.hasAccess', { name: fullName(result.found.User) })}
            </Alert>
          )}
          {result && stage === 'deleted' && (
            <Alert severity="error">{t('users.new.deleted', { email: result.email })}</Alert>
          )}
          {result && roles.data && (stage === 'noAccess' || stage === 'notFound') && (
            <UsersNewPerson
              key={result.email}
              found={stage === 'noAccess' ? result.found.User : null}
              email={result.email}
              roles={roles.data}
              companies={companies.data}
              maxLevel={mine}
              busy={add.isPending}
              onSubmit={onAdd}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
