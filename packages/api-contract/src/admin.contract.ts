import { z } from 'zod';
import { UserRoleSchema } from './auth.contract';

/** GET /api/admin/users/{id} (spec 000 section 7, second reading): staff with users.read. */
export const AdminUserIdParamSchema = z.object({ id: z.uuid('id must be a UUID') });

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: UserRoleSchema,
  is_verified: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserResponseSchema = z.object({ success: z.literal(true), data: AdminUserSchema });
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;
