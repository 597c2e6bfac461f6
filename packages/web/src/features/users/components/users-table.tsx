import { useMemo } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { USER_STATUS_ACTIVE, type ProjectUser } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '@/components/data-grid/data-grid.tsx';
import type { DataGridColumn } from '@/components/data-grid/data-grid-types.ts';
import { fullName } from '../users-rules.ts';
import { useUsersDialogs } from './users-dialogs.tsx';

export interface UsersTableProps {
  users: readonly ProjectUser[];
  loading: boolean;
  error: boolean;
  /** Members whose role is above the caller's cannot be changed (the server refuses too). */
  canChange: (user: ProjectUser) => boolean;
  onEdit: (user: ProjectUser) => void;
  /** The signed-in user: nobody removes themselves. */
  selfId: number | undefined;
}

/** The project's users: name, e-mail, roles, status, and what may be done to each. */
export function UsersTable(props: UsersTableProps) {
  const { users, loading, error, canChange, onEdit, selfId } = props;
  const { t } = useTranslation();
  const { openDialog } = useUsersDialogs();

  const columns = useMemo<DataGridColumn<ProjectUser>[]>(
    () => [
      { id: 'name', header: t('users.columns.name'), size: 180, value: fullName },
      { id: 'email', header: t('users.columns.email'), size: 240, value: (u) => u.Email },
      {
        id: 'roles',
        header: t('users.columns.roles'),
        size: 220,
        value: (u) =>
          u.Roles.map((role) =>
            role.CompanyName
              ? t('users.roleWithCompany', {
                  role: role.ContractRoleName,
                  company: role.CompanyName,
                })
              : role.ContractRoleName,
          ).join(', '),
      },
      {
        id: 'status',
        header: t('users.columns.status'),
        size: 100,
        value: (u) =>
          u.UserStatusId !== USER_STATUS_ACTIVE
            ? t('users.status.deleted')
            : u.IsInvited
              ? u.InvitationUndelivered === 'expired'
                ? t('users.status.invitationExpired')
                : u.InvitationUndelivered === 'failed'
                  ? t('users.status.invitationFailed')
                  : t('users.status.invited')
              : t('users.status.active'),
      },
      {
        id: 'actions',
        header: t('users.columns.actions'),
        size: 140,
        sortable: false,
        filterable: false,
        groupable: false,
        value: () => '',
        render: (u) => {
          const name = fullName(u);
          const allowed = canChange(u);
          return (
            <Stack direction="row" onClick={(event) => event.stopPropagation()}>
              <Tooltip title={t('users.actions.edit', { name })}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={t('users.actions.edit', { name })}
                    disabled={!allowed}
                    onClick={() => onEdit(u)}
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t('users.actions.reset', { name })}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={t('users.actions.reset', { name })}
                    disabled={!allowed || u.UserStatusId !== USER_STATUS_ACTIVE}
                    onClick={() => openDialog('reset', u)}
                  >
                    <LockResetOutlinedIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t('users.actions.remove', { name })}>
                <span>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('users.actions.remove', { name })}
                    disabled={!allowed || u.UserId === selfId}
                    onClick={() => openDialog('remove', u)}
                  >
                    <PersonRemoveOutlinedIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
          );
        },
      },
    ],
    [t, canChange, onEdit, openDialog, selfId],
  );

  return (
    <DataGrid
      id="users"
      label={t('users.title')}
      columns={columns}
      rows={users}
      getRowId={(u) => String(u.UserId)}
      loading={loading}
      error={error}
      emptyText={t('users.empty')}
      defaultSort={{ id: 'name', desc: false }}
      features={{ grouping: false, reorder: false }}
      maxHeight="60vh"
    />
  );
}
