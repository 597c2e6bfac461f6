// Writes src/routeTree.gen.ts from the files in src/routes (options in tsr.config.json). Vite's
// router plugin does the same on `vite` and `vite build`; this is for a change made without them.
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = fileURLToPath(new URL('..', import.meta.url));
await new Generator({ config: getConfig({}, root), root }).run();
