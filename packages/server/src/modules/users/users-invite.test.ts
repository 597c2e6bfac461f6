import {
  MESSAGES,
  type ProjectPermissions,
  type ProjectUser,
  type TokenResponse,
} from '@siteline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, tokensFor, type TestApp } from '../../../test/app.ts';
import { PASSWORD, createProject, createUser } from '../../../test/factories.ts';
import { plain, startSmtpPeer } from '../../../test/smtp-peer.ts';
import { createSmtpTransport, deliverEmail } from '../../messaging/email-delivery.ts';
import { expireOverdue } from '../../messaging/outbox-sending.ts';
import { INVITE_KEY_LIFETIME_DAYS } from '../auth/auth.emails.ts';

let t: TestApp;
let smtpUrl: string;
let projectId: number;
let adminTokens: TokenResponse;

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  smtpUrl = smtp.url;
  t = await buildTestApp({ realtime: false });
  projectId = await createProject(t.db, { title: 'Harbor Point' });
  const admin = await createUser(t.db);
  await t.db
    .insertInto('project_memberships')
    .values({ project_id: projectId, user_id: admin.userId, role_id: 1 })
    .execute();
  adminTokens = await tokensFor(t.app, admin.email, PASSWORD);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('inviting a new user', () => {
  it('e-mails a set-password link; the invitee sets a password, signs in and sees the project', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/users`,
      headers: bearer(adminTokens),
      payload: {
        Email: 'Nora.Field@Example.test',
        FirstName: 'Nora',
        LastName: 'Field',
        Roles: [{ ContractRoleId: 2 }],
      },
    });
    expect(res.statusCode).toBe(201);
    // This server has no SMTP_URL: the invitation waits in the outbox, and the answer says so.
    expect(res.json()).toMatchObject({
      FirstName: 'Nora',
      UserStatusId: 1,
      IsInvited: true,
      InvitationHeld: true,
    });

    // No password yet: the invitation is the only way in.
    const early = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'grant_type=password&username=nora.field%40example.test&password=whatever-123&client_id=siteline-web',
    });
    expect(early.statusCode).toBe(400);

    const outbox = await t.db
      .selectFrom('outbox_messages')
      .select(['outbox_message_id', 'subject'])
      .where('recipient', '=', 'Nora.Field@Example.test')
      .executeTakeFirstOrThrow();
    expect(outbox.subject).toBe('You have been invited to Harbor Point on Siteline');
    const transport = createSmtpTransport(smtpUrl);
    await deliverEmail(
      { db: t.db, transport, from: 'siteline@example.test', log: t.app.log },
      outbox.outbox_message_id,
    );
    transport.close();
    const mail = smtp.received.find((m) => m.to.includes('nora.field@example.test'));
    expect(mail).toBeDefined();
    const key = /\/reset\/([\w-]+)/.exec(plain(mail!.raw))?.[1];
    expect(key).toBeTruthy();

    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Auth/ResetPassword/${key!}`,
      payload: { NewPassword: 'nora-fresh-password' },
    });
    expect(set.statusCode).toBe(200);
    // A first password is greeted, not told of a reset.
    expect(set.headers.message).toBe(MESSAGES.passwordSet);
    const tokens = await tokensFor(t.app, 'nora.field@example.test', 'nora-fresh-password');
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}/users`,
      headers: bearer(adminTokens),
    });
    const nora = members
      .json<{ Data: { Email: string; IsInvited: boolean }[] }>()
      .Data.find((u) => u.Email === 'Nora.Field@Example.test');
    expect(nora?.IsInvited).toBe(false);
    const permissions = JSON.parse(tokens.permissions) as ProjectPermissions[];
    expect(permissions.map((p) => p.ProjectId)).toEqual([projectId]);
    expect(permissions[0]?.Permissions).toContain('ManageUsers');
    const project = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${projectId}`,
      headers: bearer(tokens),
    });
    expect(project.statusCode).toBe(200);
    expect(project.json()).toMatchObject({ Title: 'Harbor Point' });
  });

  it('shows on the invitee’s row an invitation that expired unsent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/users`,
      headers: bearer(adminTokens),
      payload: {
        Email: 'omar.reyes@example.test',
        FirstName: 'Omar',
        LastName: 'Reyes',
        Roles: [{ ContractRoleId: 2 }],
      },
    });
    expect(res.statusCode).toBe(201);
    const row = async () =>
      (
        await t.app.inject({
          url: `/api/v1/projects/${projectId}/users`,
          headers: bearer(adminTokens),
        })
      )
        .json<{ Data: ProjectUser[] }>()
        .Data.find((u) => u.Email === 'omar.reyes@example.test');
    expect(await row()).toMatchObject({ IsInvited: true });
    expect((await row())?.InvitationUndelivered).toBeUndefined();
    // The mail server refused for now until the invitation's 7 days had passed.
    await expireOverdue(
      t.db,
      new Date(Date.now() + (INVITE_KEY_LIFETIME_DAYS * 86_400 + 1) * 1000),
    );
    expect(await row()).toMatchObject({ IsInvited: true, InvitationUndelivered: 'expired' });
  });
});
