// Vite bundles stylesheets imported for their side effects; TypeScript only needs to know they exist.
declare module '*.css';
