// Vite bundles stylesheets: imported for their side effects, or as CSS modules whose default
// export maps each class name to its generated name.
declare module '*.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
// Vite's '?url' imports (a bundled file's URL, e.g. the barcode reader's .wasm).
declare module '*?url' {
  const url: string;
  export default url;
}
