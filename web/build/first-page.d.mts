// The types of first-page.mjs (a plain ES module Vite runs at build time) for web/vite.config.mts.
import type { Plugin } from 'vite';

/** Public pages painted from HTML before any script runs: address → file under prerendered/. */
export declare const PUBLIC_PAGES: Record<string, string>;
/** The build step: prerenders the public pages, then writes Brotli and gzip copies of text assets. */
export declare function firstPage(): Plugin;
/** Mantine's useId keeps React's id, and useMediaQuery reads the media query in its first render (stable-mantine-id.mjs). */
export declare function stableMantineId(): Plugin;
/** V8's compile hint `//# allFunctionsCalledOnLoad` as the first line of every JavaScript chunk (compile-hints.mjs). */
export declare function compileHints(): Plugin;
/** Mantine's CSS variables and global classes for the app's theme, as the sheet `virtual:shelfcheck-theme.css` (mantine-theme-css.mjs). */
export declare function mantineThemeCss(): Plugin;
