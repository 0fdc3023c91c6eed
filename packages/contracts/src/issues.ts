import { z } from 'zod';
import type { Locale } from './locale';
import { translate } from './messages';
import type { FieldError } from './envelope';

/**
 * Zod's own texts are English sentences; ours are message keys, translated where they are shown.
 * Schemas that name a key (`{ error: 'validation.email' }`) win over this map.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null
          ? 'validation.required'
          : 'validation.invalid';
      case 'unrecognized_keys':
        return 'validation.unknownField';
      case 'too_big':
        return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
      case 'too_small':
        if (issue.origin === 'string' && issue.minimum === 1) return 'validation.required';
        return issue.origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall';
      default:
        return 'validation.invalid';
    }
  },
});

function paramsOf(issue: z.core.$ZodIssue): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if ('maximum' in issue) params.maximum = Number(issue.maximum);
  if ('minimum' in issue) params.minimum = Number(issue.minimum);
  if (issue.code === 'unrecognized_keys') params.keys = issue.keys.join(', ');
  return params;
}

/** One localized message for one issue. */
export function issueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  return translate(locale, issue.message, paramsOf(issue));
}

/** Field errors for the 40000 envelope; `field` is the dotted path ('' for the whole body). */
export function localizeIssues(error: z.ZodError, locale: Locale): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issueMessage(issue, locale),
  }));
}
