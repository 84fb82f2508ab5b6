// Vite build step (issue 20, decision 55): the CSS variables and global classes Mantine's provider
// renders for the app's theme, rendered once here into a style sheet (`virtual:shelfcheck-theme.css`,
// imported by web/src/app/styles/first-paint.ts) instead of in every visitor's first render.
//
// MantineProvider renders them as two <style> elements inside the React tree. On every page the app
// took over, that cost the takeover: the variables computed twice (Mantine's defaults at module load,
// to leave out the ones its own sheet already has, and the theme's at the first render), 11 KB of CSS
// parsed again, and the prerendered copies of both sheets removed and added back, so every rule that
// reads a variable was matched again. The app's provider now says `withCssVariables={false}` and
// `withGlobalClasses={false}`; the text is the provider's own, rendered here by React's server
// renderer from the same theme module, so it cannot drift from what Mantine would have written.
import { fileURLToPath } from 'node:url';

export const THEME_CSS_ID = 'virtual:shelfcheck-theme.css';
const THEME_MODULE = fileURLToPath(new URL('../src/app/theme.ts', import.meta.url));

/** The text of the <style> elements MantineProvider renders for `theme`, in order. */
export async function renderMantineThemeCss() {
  const [{ runnerImport }, { createElement }, { renderToStaticMarkup }, { MantineProvider }] = await Promise.all([
    import('vite'),
    import('react'),
    import('react-dom/server'),
    import('@mantine/core'),
  ]);
  const { module } = await runnerImport(THEME_MODULE);
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { theme: module.theme, cssVariablesResolver: module.cssVariablesResolver, defaultColorScheme: 'light' }),
  );
  const sheets = [...html.matchAll(/<style data-mantine-styles="(true|classes)"[^>]*>([\s\S]*?)<\/style>/g)];
  // a Mantine release that renders these differently fails the build here, to be looked at again
  if (sheets.map((s) => s[1]).join() !== 'true,classes') throw new Error(`mantine-theme-css: unexpected provider output: ${html.slice(0, 200)}`);
  return sheets.map((s) => s[2]).join('\n');
}

/** @returns {import('vite').Plugin} */
export function mantineThemeCss() {
  return {
    name: 'shelfcheck-mantine-theme-css',
    // the id keeps its `.css` ending (and no \0 prefix) so Vite's CSS pipeline bundles it as a sheet
    resolveId: (id) => (id === THEME_CSS_ID ? THEME_CSS_ID : null),
    async load(id) {
      if (id !== THEME_CSS_ID) return null;
      this.addWatchFile(THEME_MODULE);
      return renderMantineThemeCss();
    },
  };
}
