import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ProjectRole } from '@siteline/shared';
import { useTranslation } from 'react-i18next';

/** The role list (spec 000 §6: levels 200, 100, 50, 0) with what each role may do. */
export function UsersRolesPanel({ roles }: { roles: readonly ProjectRole[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="users-roles-title">
      <Typography id="users-roles-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('users.roles.title')}
      </Typography>
      {roles.map((role) => (
        <Accordion key={role.ContractRoleId} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{role.ContractRoleName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('users.roles.level', { level: role.role })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('users.roles.permissions', { count: role.Permissions.length })}
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            {role.Permissions.length === 0 ? (
              <Typography variant="body2">{t('users.roles.none')}</Typography>
            ) : (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                {role.Permissions.map((permission) => (
                  <Chip key={permission} label={permission} size="small" variant="outlined" />
                ))}
              </Stack>
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </section>
  );
}
