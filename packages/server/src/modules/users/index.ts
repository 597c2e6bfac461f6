import type { AuthService } from '../auth/auth.service.ts';
import { defineArea } from '../../lib/area.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

/** Project users and their roles (spec 002 §2–§8, ManageUsers). */
export const usersArea = defineArea({
  name: 'users',
  needs: { auth: true },
  services: (
    { db, log, realtime, config },
    needs: {
      auth: Pick<
        AuthService,
        'inviteUser' | 'dispatchEmails' | 'sendPasswordReset' | 'liveSessions' | 'forgetSubject'
      >;
    },
  ) => ({
    users: createUsersService({
      db,
      log,
      realtime,
      mailConfigured: config.smtpUrl !== undefined,
      ...needs,
    }),
  }),
  routes: ({ users }) => [usersRoutes(users)],
});
