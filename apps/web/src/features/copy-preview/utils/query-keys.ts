/** Every copy-preview query starts with this key. */
export const PREVIEW_SCOPE = ['copy-preview'] as const;
