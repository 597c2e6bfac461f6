import { z } from 'zod';
import { IdParamSchema, idSchema } from '../common/id.schemas.ts';
import { plainText } from '../common/text.schemas.ts';
import { PermissionSchema } from '../permissions.schemas.ts';

/** spec 002 §9: user status 1 is active; any other status is a user deleted from the system. */
export const USER_STATUS_ACTIVE = 1;

/** The texts of project user management: spec 002 §8 exactly, and the server's refusals. */
export const USER_MESSAGES = {
  saveFailed: 'There was an error saving the user.',
  loadFailed: 'There was an error loading the user.',
  rolesFailed: 'There was an error loading project roles.',
  searchFailed: 'There was an error searching for the user.',
  removeFailed: 'There was an error removing the user from the project.',
  resetFailed: 'There was an error resetting the password.',
  /** spec 002 §5 says only that the message tells they were deleted; this is our wording. */
  deleted: 'This user has been deleted from the system and cannot be added to the project.',
  notMember: 'The user is not a member of this project.',
  alreadyMember: 'The user already has access to this project.',
  emailTaken: 'A user with this e-mail address already exists. Search for them instead.',
  roleUnknown: 'The role does not exist on this project.',
  roleAbove: 'You cannot give a role above your own.',
  userAbove: 'You cannot change a user whose role is above your own.',
  removeSelf: 'You cannot remove yourself from the project.',
  companyOnlyContractor: 'Only a Contractor role can be limited to a company.',
  companyNotOnProject: 'The company has no contract on this project.',
  rolesRepeated: 'A role is listed more than once.',
} as const;

const name = (field: string) =>
  plainText(`${field} is required.`)
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, `${field} is required.`)
        .max(100, `${field} must be at most 100 characters.`),
    );

export const EmailSchema = plainText('Email is required.')
  .transform((s) => s.trim())
  .pipe(z.email('Email must be a valid e-mail address.').max(254));

/** One of a member's roles on the project (spec 002 §3: ContractRoleId, ContractRoleName). */
export const ProjectUserRoleSchema = z.object({
  ContractRoleId: z.number().int(),
  ContractRoleName: z.string(),
  /** A Contractor membership limited to one company's contracts (DOMAIN.md); null: not limited. */
  CompanyId: z.number().int().nullable(),
  CompanyName: z.string().nullable(),
});
export type ProjectUserRole = z.infer<typeof ProjectUserRoleSchema>;

/** spec 002 §3 "Project user". */
export const ProjectUserSchema = z.object({
  UserId: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  UserStatusId: z.number().int(),
  /** Invited and not signed in yet (no password set from the invitation's link). */
  IsInvited: z.boolean(),
  /**
   * An invitee's latest invitation e-mail when it never reached the mail server: refused for
   * good (`failed`) or past its deadline unsent (`expired`). Absent otherwise.
   */
  InvitationUndelivered: z.enum(['failed', 'expired']).optional(),
  Roles: z.array(ProjectUserRoleSchema),
  /**
   * On an invitation's answer only: whether the e-mail is held in the outbox because no mail
   * server is configured (SMTP_URL), rather than sent.
   */
  InvitationHeld: z.boolean().optional(),
});
export type ProjectUser = z.infer<typeof ProjectUserSchema>;

export const ProjectUserListSchema = z.object({
  Data: z.array(ProjectUserSchema),
  TotalCount: z.number().int(),
});
export type ProjectUserList = z.infer<typeof ProjectUserListSchema>;

/** A role a member may hold; `role` is its level (spec 000 §6: 200, 100, 50, 0). */
export const ProjectRoleSchema = z.object({
  ContractRoleId: z.number().int(),
  ContractRoleName: z.string(),
  role: z.number().int(),
  Permissions: z.array(PermissionSchema),
});
export type ProjectRole = z.infer<typeof ProjectRoleSchema>;
export const ProjectRoleListSchema = z.array(ProjectRoleSchema);

/** A company a Contractor membership may be limited to: one with a contract on the project. */
export const UserCompanySchema = z.object({ CompanyId: z.number().int(), CompanyName: z.string() });
export type UserCompany = z.infer<typeof UserCompanySchema>;
export const UserCompanyListSchema = z.array(UserCompanySchema);

export const UserSearchQuerySchema = z.object({ email: EmailSchema });

/** spec 002 §3: search by e-mail returns User and DoesUserAlreadyHaveAccess. */
export const UserSearchResultSchema = z.object({
  User: z
    .object({
      UserId: z.number().int(),
      FirstName: z.string(),
      LastName: z.string(),
      Email: z.string(),
      UserStatusId: z.number().int(),
    })
    .nullable(),
  DoesUserAlreadyHaveAccess: z.boolean(),
});
export type UserSearchResult = z.infer<typeof UserSearchResultSchema>;

export const RoleAssignmentSchema = z.object({
  ContractRoleId: idSchema('ContractRoleId must be a role id.'),
  CompanyId: idSchema('CompanyId must be a company id or null.').nullable().default(null),
});
export type RoleAssignment = z.infer<typeof RoleAssignmentSchema>;

const rolesField = z
  .array(RoleAssignmentSchema, { error: 'Roles must be a list.' })
  .min(1, 'Choose at least one role.')
  .max(10, 'At most 10 roles.');

/** PUT …/users/{userId}: the member's roles, replacing the ones held. */
export const UpdateProjectUserSchema = z.object({ Roles: rolesField });
export type UpdateProjectUser = z.infer<typeof UpdateProjectUserSchema>;

/**
 * POST …/users: an existing user found by the search (UserId), or a new one (no UserId) who is
 * invited by e-mail to set a password.
 */
export const AddProjectUserSchema = z.union([
  z.object({ UserId: idSchema('UserId must be a user id.'), Roles: rolesField }),
  z.object({
    Email: EmailSchema,
    FirstName: name('FirstName'),
    LastName: name('LastName'),
    Roles: rolesField,
  }),
]);
export type AddProjectUser = z.input<typeof AddProjectUserSchema>;

export const ProjectUserParamsSchema = z.object({
  projectId: IdParamSchema,
  userId: IdParamSchema,
});

/** How the reset-password and invite answers read: the user's name for the success message. */
export const UserNameSchema = z.object({ UserId: z.number().int(), Name: z.string() });
export type UserName = z.infer<typeof UserNameSchema>;
