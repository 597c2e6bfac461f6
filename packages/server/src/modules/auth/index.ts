import { WEB_CLIENT_ID } from '@siteline/shared';
import { defineArea } from '../../lib/area.ts';
import { AUTH_QUEUES, registerAuthAttemptsPrune } from './auth.jobs.ts';
import { authRoutes, clientLoggingRoutes, oauthRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createTokenSigner } from './auth.tokens.ts';
import { createWebVitals } from './auth-vitals.repository.ts';

/** Sign-in, tokens, password reset, access requests; the request hook and sockets check with it. */
export const authArea = defineArea({
  name: 'auth',
  services: ({ config, db, log, queue, secret, realtime }) => {
    const tokens = createTokenSigner(secret);
    const auth = createAuthService({
      db,
      signer: tokens,
      queue,
      log,
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
      supportArticleUrl: config.supportArticleUrl,
      allowedClientIds: [WEB_CLIENT_ID],
      onSessionsEnded: (familyIds) => realtime.endSessions(familyIds),
    });
    return { auth, tokens, webVitals: createWebVitals(db) };
  },
  routes: ({ auth, webVitals }) => [
    oauthRoutes(auth),
    authRoutes(auth),
    clientLoggingRoutes(webVitals),
  ],
  jobs: {
    queues: Object.values(AUTH_QUEUES),
    start: (boss, { auth, webVitals }) => registerAuthAttemptsPrune(boss, auth, webVitals),
  },
});
