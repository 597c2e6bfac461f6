import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ProjectRole, RoleAssignment, UserCompany } from '@siteline/shared';
import { useTranslation } from 'react-i18next';
import { takesCompany } from '../users-rules.ts';

export interface UsersRolePickerProps {
  roles: readonly ProjectRole[];
  /** Companies a Contractor role may be limited to; undefined while they load. */
  companies: readonly UserCompany[] | undefined;
  value: readonly RoleAssignment[];
  onChange: (next: RoleAssignment[]) => void;
  /** Roles above this level are shown but cannot be given (the server refuses them too). */
  maxLevel: number;
  disabled?: boolean;
  /** Shown under the list (the form tried to save without a role). */
  error?: boolean;
}

/** The roles a member holds: one check box per role; a Contractor may be limited to a company. */
export function UsersRolePicker(props: UsersRolePickerProps) {
  const { roles, companies, value, onChange, maxLevel, disabled = false, error = false } = props;
  const { t } = useTranslation();
  const held = new Map(value.map((assignment) => [assignment.ContractRoleId, assignment]));

  const toggle = (role: ProjectRole, checked: boolean) => {
    const rest = value.filter((assignment) => assignment.ContractRoleId !== role.ContractRoleId);
    onChange(checked ? [...rest, { ContractRoleId: role.ContractRoleId, CompanyId: null }] : rest);
  };
  const setCompany = (roleId: number, companyId: number | null) =>
    onChange(
      value.map((assignment) =>
        assignment.ContractRoleId === roleId ? { ...assignment, CompanyId: companyId } : assignment,
      ),
    );

  return (
    <FormControl component="fieldset" error={error} disabled={disabled}>
      <FormLabel component="legend">{t('users.picker.legend')}</FormLabel>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {roles.map((role) => {
          const assignment = held.get(role.ContractRoleId);
          const above = role.role > maxLevel;
          return (
            <Stack key={role.ContractRoleId} spacing={0.5}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={assignment !== undefined}
                    disabled={disabled || (above && assignment === undefined)}
                    onChange={(event) => toggle(role, event.target.checked)}
                  />
                }
                label={`${role.ContractRoleName} (${role.role})${above ? ` — ${t('users.picker.above')}` : ''}`}
              />
              {assignment && takesCompany(role) && (
                <TextField
                  select
                  size="small"
                  label={t('users.picker.company')}
                  value={assignment.CompanyId ?? ''}
                  onChange={(event) =>
                    setCompany(
                      role.ContractRoleId,
                      event.target.value === '' ? null : Number(event.target.value),
                    )
                  }
                  sx={{ ml: 4, maxWidth: 360 }}
                  disabled={disabled}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">{t('users.picker.allCompanies')}</MenuItem>
                  {(companies ?? []).map((company) => (
                    <MenuItem key={company.CompanyId} value={company.CompanyId}>
                      {company.CompanyName}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
          );
        })}
      </Stack>
      {error && <FormHelperText>{t('users.picker.required')}</FormHelperText>}
    </FormControl>
  );
}
