import { readFile } from 'node:fs/promises';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { MESSAGE_PARTS, partOf } from '../src/i18n/core-sections';

const PREFIX = 'virtual:messages/';
const LOCALES_DIR = new URL('../src/i18n/locales/', import.meta.url);
const PARTS: ReadonlySet<string> = new Set(MESSAGE_PARTS);

/**
 * `virtual:messages/<locale>/<part>` (core, profile, rest): one language's messages cut in parts at build
 * time, by `partOf` in `core-sections.ts`. Each language stays one JSON file for its translators; a bundler
 * cannot split one module between chunks, so the cut is made here.
 */
export function messageChunks(): Plugin {
  return {
    name: 'copytrade:messages',
    resolveId: (source) => (source.startsWith(PREFIX) ? `\0${source}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale, part] = id.slice(PREFIX.length + 1).split('/');
      if (!locale || !/^[A-Za-z_]+$/.test(locale) || !part || !PARTS.has(part)) {
        this.error(`unknown messages module ${id.slice(1)}`);
      }
      const file = fileURLToPath(new URL(`${locale}.json`, LOCALES_DIR));
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const sections = Object.fromEntries(
        Object.entries(messages).filter(([section]) => partOf(section) === part),
      );
      return `export const sections = JSON.parse(${JSON.stringify(JSON.stringify(sections))});`;
    },
  };
}
