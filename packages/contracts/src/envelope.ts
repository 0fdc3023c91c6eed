import { z } from 'zod';

/**
 * Every answer's body. `content` is always an array (the seed reads `content[0]`); `total` is the full
 * count for paged lists. `status` is a code of `status-codes.ts`; `message` is already localized.
 */
export type Envelope<T> = {
  status: number;
  message: string;
  content: T[];
  total?: number;
};

export function envelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({
    status: z.number().int(),
    message: z.string(),
    content: z.array(item),
    total: z.number().int().nonnegative().optional(),
  });
}

/** Field errors carried in `content` of a 40000 answer. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const emptySchema = z.object({});

/** Paged list queries: page numbers start at 1, as the seed's pager does. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
