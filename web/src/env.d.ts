// Vite bundles stylesheets imported for their side effects; TypeScript only needs to know they exist.
declare module '*.css';
// Vite's '?url' imports (a bundled file's URL, e.g. the barcode reader's .wasm).
declare module '*?url' {
  const url: string;
  export default url;
}
