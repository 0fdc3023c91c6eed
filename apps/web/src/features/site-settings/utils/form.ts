import { issueMessage } from '@copytrade/contracts/issues';
import type { Locale } from '@copytrade/contracts/locale';
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import type { ApiError } from '@/lib/api-client';

/**
 * A rule that runs one of the contract's field schemas (site-settings.ts) on a field, so the browser refuses
 * exactly what the server refuses, with the same text.
 */
export function schemaRule(schema: z.ZodType, locale: Locale): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return Promise.resolve();
      const [issue] = result.error.issues;
      return Promise.reject(new Error(issue ? issueMessage(issue, locale) : ''));
    },
  };
}

/** A dotted field path of a 40000 answer ('footerGroups.0.links.1.url') as a form name path. */
export function namePath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Puts a 40000 answer's field errors under the section's fields, nested ones included; true when any
 * field of the section took one.
 */
export function applySectionErrors(form: FormInstance, error: ApiError, fields: readonly string[]): boolean {
  const known = new Set(fields);
  const items = error.fieldErrors
    .filter((item) => known.has(item.field.split('.')[0] ?? ''))
    .map((item) => ({ name: namePath(item.field), errors: [item.message] }));
  if (items.length > 0) form.setFields(items);
  return items.length > 0;
}
