import { z } from 'zod';

/** Every error the API returns has this shape (the spec reads `message`). */
export const ErrorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** Query-string lists arrive as `a,b` or as repeated keys; both become a trimmed, de-duplicated array. */
export const csvList = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => {
      if (v === undefined) return [] as string[];
      const parts = (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(','));
      return [...new Set(parts.map((s) => s.trim()).filter((s) => s.length > 0))];
    })
    .pipe(z.array(item));

export const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));
