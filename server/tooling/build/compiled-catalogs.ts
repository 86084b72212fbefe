import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { CompactMessages, SourceMessages } from '../../../src/shared/compiled-messages.ts';
import { compileMessages } from '../../i18n/compile-messages.ts';

/** `virtual:catalog-urls/<area>` → `{ tr: url, … }`: an area's compiled catalogs as JSON files (hashed assets in a build). */
const URLS_PREFIX = 'virtual:catalog-urls/';
/** `virtual:catalog-data/<area>` → `{ tr: CompactMessages, … }`: the same, as data, for the server render. */
const DATA_PREFIX = 'virtual:catalog-data/';

/**
 * The message catalogs (src/i18n/catalogs/<area>/<language>.json) compiled to react-intl's syntax
 * trees at build time with formatjs's parser, so the browser parses no message (issue 11). Each
 * area is its own set of files, fetched by the code that imports its URLs: the site's beside the
 * route code, the admin's by the admin chunk only, so public pages never carry admin texts.
 */
export function compiledCatalogs(catalogsDir: string): Plugin {
  let emitFiles = false;
  const compileArea = async (area: string, watch: (file: string) => void) => {
    const dir = path.join(catalogsDir, area);
    const catalogs: Record<string, CompactMessages> = {};
    for (const name of (await readdir(dir)).filter((file) => file.endsWith('.json')).sort()) {
      const file = path.join(dir, name);
      watch(file);
      const source = JSON.parse(await readFile(file, 'utf8')) as SourceMessages;
      catalogs[name.slice(0, -'.json'.length)] = compileMessages(source);
    }
    return catalogs;
  };
  return {
    name: 'agency-compiled-catalogs',
    configResolved(config) {
      emitFiles = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id.startsWith(URLS_PREFIX) || id.startsWith(DATA_PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      const data = id.startsWith(`\0${DATA_PREFIX}`);
      if (!data && !id.startsWith(`\0${URLS_PREFIX}`)) return null;
      const area = id.slice((data ? DATA_PREFIX : URLS_PREFIX).length + 1);
      if (!/^[a-z]+$/.test(area)) throw new Error(`unknown catalog area: ${area}`);
      const catalogs = await compileArea(area, (file) => this.addWatchFile(file));
      if (data) return `export default ${JSON.stringify(catalogs)};`;
      const entries = Object.entries(catalogs).map(([language, messages]) => {
        const json = JSON.stringify(messages);
        if (!emitFiles)
          return `${JSON.stringify(language)}: ${JSON.stringify(`data:application/json,${encodeURIComponent(json)}`)}`;
        // The site's files keep their former names (messages-tr.json); other areas are prefixed.
        const name = area === 'site' ? `messages-${language}.json` : `${area}-messages-${language}.json`;
        const ref = this.emitFile({ type: 'asset', name, source: json });
        return `${JSON.stringify(language)}: import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export default { ${entries.join(', ')} };`;
    },
  };
}
