// Vite build step (Lighthouse work, session 8): two Mantine hooks re-render every component that
// uses them right after it mounts, which made each page the app takes over (the prerendered public
// pages, the scanner) re-render its dialogs, menus, inputs and transitions in the same long task:
// - useId starts with React's id, then swaps in a random one in a layout effect (a leftover of
//   React 17's server rendering). React's own id is unique in the page and stable from the first
//   render: the hook keeps it.
// - useMediaQuery (and useReducedMotion, which every Transition calls) starts undefined and reads
//   the media query in an effect, unless told `getInitialValueInEffect: false`, Mantine's advice for
//   an app that is not server-rendered (this one renders in the browser only; the prerender is a
//   browser too). The default becomes false: the first render has the real value.
// - remove-default-variables computes the CSS variables of Mantine's default theme when its module
//   loads, to leave them out of the provider's variables sheet. The app's provider renders no such
//   sheet (decision 55: it is made at build time), so the work moves to the function's first call,
//   which never comes: the boot's evaluation no longer pays for it.
// Only the bundle changes: component tests run the hooks as published. A Mantine release that
// changes any of these files fails the build here, to be looked at again.
const PATCHES = [
  {
    file: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/,
    find: /function useId\$1\(staticId\) \{[\s\S]*?\n\}\n/,
    replace: `function useId$1(staticId) {
\tconst reactId = useId();
\tif (typeof staticId === "string") return staticId;
\treturn \`mantine-\${reactId.replace(/[^A-Za-z0-9_-]/g, "")}\`;
}
`,
  },
  {
    file: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-media-query[\\/]use-media-query\.mjs$/,
    find: '{ getInitialValueInEffect } = { getInitialValueInEffect: true }',
    replace: '{ getInitialValueInEffect } = { getInitialValueInEffect: false }',
  },
  {
    file: /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/,
    find: 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);\nfunction removeDefaultVariables(input) {\n',
    replace: 'let defaultCssVariables;\nfunction removeDefaultVariables(input) {\n\tdefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);\n',
  },
];

export function stableMantineId() {
  return {
    name: 'shelfcheck-stable-mantine-hooks',
    enforce: 'pre',
    transform(code, id) {
      const patch = PATCHES.find((p) => p.file.test(id));
      if (!patch) return null;
      const patched = code.replace(patch.find, patch.replace);
      if (patched === code) throw new Error(`stable-mantine-id: ${id} is not the file this build step patches (a new Mantine?)`);
      return { code: patched, map: null };
    },
  };
}
