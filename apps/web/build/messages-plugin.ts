import { readFile } from 'node:fs/promises';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { CORE_SECTIONS } from '../src/i18n/core-sections';

const PREFIX = 'virtual:messages/';
const LOCALES_DIR = new URL('../src/i18n/locales/', import.meta.url);
const CORE: ReadonlySet<string> = new Set(CORE_SECTIONS);

/**
 * `virtual:messages/<locale>/core` and `virtual:messages/<locale>/rest`: one language's messages cut in
 * two at build time, the sections of `CORE_SECTIONS` and all the others. Each language stays one JSON
 * file for its translators; a bundler cannot split one module between two chunks, so the cut is made here.
 */
export function messageChunks(): Plugin {
  return {
    name: 'copytrade:messages',
    resolveId: (source) => (source.startsWith(PREFIX) ? `\0${source}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale, part] = id.slice(PREFIX.length + 1).split('/');
      if (!locale || !/^[A-Za-z_]+$/.test(locale) || (part !== 'core' && part !== 'rest')) {
        this.error(`unknown messages module ${id.slice(1)}`);
      }
      const file = fileURLToPath(new URL(`${locale}.json`, LOCALES_DIR));
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const sections = Object.fromEntries(
        Object.entries(messages).filter(([section]) => CORE.has(section) === (part === 'core')),
      );
      return `export const sections = JSON.parse(${JSON.stringify(JSON.stringify(sections))});`;
    },
  };
}
