// webpack replaces process.env.NODE_ENV at build time (mode); the app's tsconfig has no Node types.
declare const process: { readonly env: { readonly NODE_ENV?: string } };
