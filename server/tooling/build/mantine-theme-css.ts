import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

export const MANTINE_THEME_CSS = 'virtual:mantine-theme.css';
const RESOLVED = `\0${MANTINE_THEME_CSS}`;

/**
 * The stylesheet MantineProvider would write at run time (the theme's CSS variables and its
 * static classes), made once at build time by rendering MantineProvider with our theme. The SPA
 * then needs only Mantine's contexts (src/app/MantineLightProvider.tsx), not the provider's
 * variable resolver and colour-scheme manager: about 5 KiB gzip less on every first load.
 */
export function mantineThemeCss(themeModule: string): Plugin {
  return {
    name: 'agency-mantine-theme-css',
    resolveId(id) {
      return id === MANTINE_THEME_CSS ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      return renderMantineThemeCss(themeModule);
    },
  };
}

export async function renderMantineThemeCss(themeModule: string): Promise<string> {
  const [{ createElement }, { renderToStaticMarkup }, { MantineProvider }, { theme }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('@mantine/core'),
    import(pathToFileURL(themeModule).href),
  ]);
  const markup = renderToStaticMarkup(createElement(MantineProvider, { theme }, null));
  // The markup is only MantineProvider's <style> elements: take the text between their tags.
  const sheets: string[] = [];
  for (let at = markup.indexOf('<style'); at !== -1; at = markup.indexOf('<style', at)) {
    const start = markup.indexOf('>', at) + 1;
    const end = markup.indexOf('</style>', start);
    if (start === 0 || end === -1) break;
    sheets.push(markup.slice(start, end));
    at = end;
  }
  if (sheets.length === 0) throw new Error('MantineProvider rendered no stylesheet');
  return sheets.join('\n');
}
