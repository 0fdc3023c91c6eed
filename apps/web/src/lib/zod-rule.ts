import { issueMessage } from '@copytrade/contracts/issues';
import type { Locale } from '@copytrade/contracts/locale';
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import type { ApiError } from './api-client';

/** The first issue's text in the reader's language, or null when the value passes. */
export function zodMessage(schema: z.ZodType, value: unknown, locale: Locale): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return issue ? issueMessage(issue, locale) : null;
}

/**
 * An antd Form rule that runs one of the shared zod schemas (packages/contracts/validators) on the field,
 * so the browser shows exactly the rule and text the server enforces.
 */
export function zodRule(schema: z.ZodType, locale: Locale): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const message = zodMessage(schema, value ?? '', locale);
      return message === null ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/**
 * `zodRule` for an optional field (a limit left empty means "no limit"): empty passes, anything typed runs
 * the schema.
 */
export function zodOptionalRule(schema: z.ZodType, locale: Locale): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        return Promise.resolve();
      }
      const message = zodMessage(schema, value, locale);
      return message === null ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/**
 * A rule for one field that needs its siblings (confirm password): runs an object schema on all the
 * form's values and keeps only the issues at this field's path.
 */
export function zodFieldRule(schema: z.ZodType, field: string, locale: Locale): FormRule {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const result = schema.safeParse(getFieldsValue(true));
      if (result.success) return Promise.resolve();
      const issue = result.error.issues.find((item) => item.path.map(String).join('.') === field);
      return issue ? Promise.reject(new Error(issueMessage(issue, locale))) : Promise.resolve();
    },
  });
}

/** Puts a 40000 answer's field errors under the form's fields; returns true when any field took one. */
export function applyFieldErrors(form: FormInstance, error: ApiError): boolean {
  const known = new Set(Object.keys(form.getFieldsValue() as Record<string, unknown>));
  const fields = error.fieldErrors
    .filter((item) => known.has(item.field))
    .map((item) => ({ name: item.field, errors: [item.message] }));
  if (fields.length > 0) form.setFields(fields);
  return fields.length > 0;
}
