import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { CompactMessages, SourceMessages } from '../../src/shared/compiled-messages.ts';
import { compileMessages } from '../i18n/compile-messages.ts';

/** `{ tr: url, … }`: the compiled dictionaries as JSON files (hashed assets in a build). */
export const DICTIONARY_URLS = 'virtual:dictionary-urls';
/** `{ tr: CompactMessages, … }`: the same, as data, for the server render. */
export const DICTIONARY_DATA = 'virtual:dictionary-data';

/**
 * The built-in dictionaries (src/i18n/messages/<language>.json) compiled to react-intl's syntax
 * trees at build time with formatjs's parser, so the browser parses no message (issue 11). The
 * browser fetches its language's file beside the route code; the server render imports the data.
 */
export function compiledDictionaries(messagesDir: string): Plugin {
  let emitFiles = false;
  const compileAll = async (watch: (file: string) => void) => {
    const dictionaries: Record<string, CompactMessages> = {};
    for (const name of (await readdir(messagesDir)).filter((file) => file.endsWith('.json')).sort()) {
      const file = path.join(messagesDir, name);
      watch(file);
      const source = JSON.parse(await readFile(file, 'utf8')) as SourceMessages;
      dictionaries[name.slice(0, -'.json'.length)] = compileMessages(source);
    }
    return dictionaries;
  };
  return {
    name: 'agency-compiled-dictionaries',
    configResolved(config) {
      emitFiles = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id === DICTIONARY_URLS || id === DICTIONARY_DATA ? `\0${id}` : null;
    },
    async load(id) {
      if (id !== `\0${DICTIONARY_URLS}` && id !== `\0${DICTIONARY_DATA}`) return null;
      const dictionaries = await compileAll((file) => this.addWatchFile(file));
      if (id === `\0${DICTIONARY_DATA}`) return `export default ${JSON.stringify(dictionaries)};`;
      const entries = Object.entries(dictionaries).map(([language, messages]) => {
        const json = JSON.stringify(messages);
        if (!emitFiles)
          return `${JSON.stringify(language)}: ${JSON.stringify(`data:application/json,${encodeURIComponent(json)}`)}`;
        const ref = this.emitFile({ type: 'asset', name: `messages-${language}.json`, source: json });
        return `${JSON.stringify(language)}: import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export default { ${entries.join(', ')} };`;
    },
  };
}
