import { z } from 'zod';
import { PERMISSIONS, type ProjectPermissions } from './permissions.ts';

export const PermissionSchema = z.enum(PERMISSIONS);

export const ProjectPermissionsSchema: z.ZodType<ProjectPermissions> = z.object({
  ProjectId: z.number().int(),
  Permissions: z.array(PermissionSchema),
});
