import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CheckIcon from '@mui/icons-material/Check';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { signOut, useSession } from '../../lib/auth-store.ts';
import { LANGUAGES, currentLanguage, setLanguage } from '../../lib/i18n.ts';
import { useSetDemoMode } from './use-demo-mode.ts';

/** Name, profile, language, demo mode (provider employees only) and sign-out. */
export function UserMenu({ profileProjectId }: { profileProjectId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const setDemoMode = useSetDemoMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  if (!session) return null;

  const openProfile = () => {
    close();
    if (profileProjectId === null) return;
    void navigate({
      to: '/project/$id/settings/profile',
      params: { id: String(profileProjectId) },
    });
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('userMenu.button')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap data-testid="user-menu-name">
            {session.userName}
          </Typography>
        </Box>
        <Divider />
        {profileProjectId !== null && (
          <MenuItem onClick={openProfile}>
            <ListItemIcon>
              <PersonOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('userMenu.profile')}</ListItemText>
          </MenuItem>
        )}
        <ListSubheader sx={{ lineHeight: 2.5 }}>{t('userMenu.language')}</ListSubheader>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            onClick={() => {
              setLanguage(language);
              close();
            }}
          >
            <ListItemIcon>
              {currentLanguage() === language && <CheckIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText>{t(`languages.${language}`)}</ListItemText>
          </MenuItem>
        ))}
        {session.isProviderEmployee && [
          <Divider key="demo-divider" />,
          <MenuItem
            key="demo"
            role="menuitemcheckbox"
            aria-checked={session.demoMode}
            onClick={() => {
              close();
              void setDemoMode(!session.demoMode);
            }}
          >
            <ListItemText>{t('userMenu.demoMode')}</ListItemText>
            <Switch
              size="small"
              checked={session.demoMode}
              tabIndex={-1}
              aria-hidden
              sx={{ ml: 2 }}
            />
          </MenuItem>,
        ]}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            signOut('user');
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.signOut')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
