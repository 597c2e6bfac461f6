import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon.tsx';
import { keyboardArrowUp } from '../icon/icon-paths.ts';
import './back-to-top.css';

/**
 * spec 002 §2: appears after scrolling more than one screen height. Plain React and CSS: it is
 * part of the frame every page is drawn in (decision 0015).
 */
export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    // No measuring at mount (it forces a layout in the middle of the first draw): a page opens
    // at the top, and one restored further down scrolls there, which calls update.
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  return (
    <button
      type="button"
      className="sl-to-top"
      data-visible={visible}
      aria-label={t('app.backToTop')}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <Icon path={keyboardArrowUp} />
    </button>
  );
}
