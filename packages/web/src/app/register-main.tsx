import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SelfRegistrationApp } from '../features/registrations/public/self-registration-app.tsx';
import '../lib/theme/tokens.css';
import '../features/registrations/public/self-registration.css';

/**
 * The self-registration page's own entry (register.html, served for `/register/{pin}`): plain
 * React and CSS, none of the signed-in app (no MUI, router or query cache), so a worker's phone
 * on a site's weak signal loads it quickly.
 */
const pin = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
const container = document.getElementById('register');
if (!container) throw new Error('register.html has no #register element');

createRoot(container).render(
  <StrictMode>
    <SelfRegistrationApp pin={pin} />
  </StrictMode>,
);
