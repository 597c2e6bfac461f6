import type { RequestAccessBody } from '@siteline/shared';
import type { EmailMessage } from '../../messaging/outbox.ts';

export const RESET_KEY_LIFETIME_MINUTES = 60;
/** An invitation's set-password link lasts a week: the invitee may not read mail at once. */
export const INVITE_KEY_LIFETIME_DAYS = 7;

export function inviteEmail(
  user: { email: string; first_name: string },
  invitedBy: string,
  projectTitle: string,
  link: string,
): EmailMessage {
  const text = [
    `Hello ${user.first_name},`,
    '',
    `${invitedBy} has given you access to the project ${projectTitle} on Siteline.`,
    `To set your password and sign in, open this link within ${INVITE_KEY_LIFETIME_DAYS} days:`,
    '',
    link,
    '',
    `Afterwards you sign in with your e-mail address (${user.email}) and that password.`,
    '',
    'Siteline',
  ].join('\n');
  return {
    kind: 'invitation',
    to: user.email,
    subject: `You have been invited to ${projectTitle} on Siteline`,
    text,
  };
}

export function resetPasswordEmail(
  user: { email: string; first_name: string },
  link: string,
): EmailMessage {
  const text = [
    `Hello ${user.first_name},`,
    '',
    `Someone asked to reset the password of your Siteline account (${user.email}).`,
    `To choose a new password, open this link within ${RESET_KEY_LIFETIME_MINUTES} minutes:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for this, ignore this e-mail: your password stays the same.',
    '',
    'Siteline',
  ].join('\n');
  return { kind: 'password_reset', to: user.email, subject: 'Reset your Siteline password', text };
}

export function accessRequestEmail(
  supportEmail: string,
  request: Required<RequestAccessBody>,
): EmailMessage {
  const text = [
    'A person asked for access to Siteline:',
    '',
    `Name:     ${request.FirstName} ${request.LastName}`,
    `E-mail:   ${request.Email}`,
    `Company:  ${request.CompanyName}`,
    `Phone:    ${request.PhoneNumber || '-'}`,
    `Project:  ${request.ProjectName || '-'}`,
    '',
    request.Message || '(no message)',
  ].join('\n');
  return {
    kind: 'access_request',
    to: supportEmail,
    subject: `Access request: ${request.FirstName} ${request.LastName} (${request.CompanyName})`,
    text,
  };
}
