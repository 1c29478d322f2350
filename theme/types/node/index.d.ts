/**
 * Not Node's types: what the theme's type check (theme/tsconfig.json, `typeRoots`) finds where
 * Rspress's and Rsbuild's declarations reference Node's (`/// <reference types="node" />`), so that
 * `Buffer`, `process` and the `node:` modules stay undeclared in browser code. It declares nothing.
 */
export {};
