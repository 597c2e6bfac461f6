import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SitelineMark } from '@/components/brand/siteline-mark.tsx';
import { Icon } from '@/components/icon/icon.tsx';
import { menu } from '@/components/icon/icon-paths.ts';
import { ProjectsSwitcher } from '@/features/projects/components/projects-switcher.tsx';
import { useSession } from '@/lib/auth-store.ts';
import { UserMenu } from './user-menu.tsx';

export interface AppHeaderProps {
  projectId: number | null;
  profileProjectId: number | null;
  /** Inside a project: opens the side menu's drawer (the button shows below 768 px only). */
  onOpenNav?: () => void;
}

export function AppHeader({ projectId, profileProjectId, onOpenNav }: AppHeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <header className="sl-appbar">
      {onOpenNav && (
        <button
          type="button"
          className="sl-icon-button sl-appbar__menu"
          aria-label={t('app.openNavigation')}
          aria-haspopup="dialog"
          onClick={onOpenNav}
        >
          <Icon path={menu} />
        </button>
      )}
      <Link aria-label={t('app.name')} to="/project" className="sl-appbar__brand">
        <SitelineMark size={28} />
        <span className="sl-appbar__name">{t('app.name')}</span>
      </Link>
      {session?.demoMode && (
        <span className="sl-appbar__demo" data-testid="demo-badge">
          {t('app.demo')}
        </span>
      )}
      <span className="sl-appbar__spacer" />
      {projectId !== null && <ProjectsSwitcher projectId={projectId} />}
      <UserMenu profileProjectId={profileProjectId} />
    </header>
  );
}
