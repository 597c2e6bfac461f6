// The project's layering, as ESLint rules (`siteline/layers`, `siteline/no-cycle`). Written here
// rather than taken from eslint-plugin-import-x: the checks are a few path comparisons and one
// import graph built once per run from the source text, which costs well under a second on two
// cores, where import-x's resolver-based no-cycle re-parses every imported file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = [
  'packages/shared/src',
  'packages/server/src',
  'packages/server/test',
  'packages/web/src',
];
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

function rel(file) {
  return path.relative(root, file).split(path.sep).join('/');
}

/** The web app's `@/` alias (tsconfig `paths`, Vite and Vitest `resolve.alias`): its src/. */
const WEB_SRC = path.join(root, 'packages/web/src');

/** The file a relative or `@/` specifier names, or null (packages, or nothing there). */
function resolve(fromFile, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(WEB_SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (SOURCE.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Where a file sits in the layering. */
function place(file) {
  const r = rel(file);
  let m = /^packages\/web\/src\/features\/([^/]+)\//.exec(r);
  if (m) return { kind: 'feature', area: m[1] };
  m = /^packages\/web\/src\/(routes|app|components|lib)\//.exec(r);
  if (m) return { kind: `web-${m[1]}` };
  m = /^packages\/server\/src\/modules\/([^/]+)\//.exec(r);
  if (m) return { kind: 'area', area: m[1] };
  if (r.startsWith('packages/server/src/engine/')) return { kind: 'area', area: 'engine' };
  if (r.startsWith('packages/server/src/lib/')) return { kind: 'lib' };
  return { kind: 'other' };
}

/** The import's problem with the layering, or null. */
function layeringProblem(fromFile, toFile, typeOnly) {
  const from = place(fromFile);
  const to = place(toFile);
  if (from.kind === 'feature' && to.kind === 'feature' && from.area !== to.area) {
    return `features/${from.area} imports features/${to.area}: move what both need to components/ or lib/`;
  }
  // The web's hallways run one way: routes/ → app/ → features/ → components/ → lib/ (types
  // included: a type that two layers share lives in the lower one). routes/ holds the router's
  // files, which name the screens (features) inside the shell (app); nothing below names a route.
  const webLayer = { 'web-routes': 4, 'web-app': 3, feature: 2, 'web-components': 1, 'web-lib': 0 };
  const isWeb = (p, f) => p.kind !== 'feature' || rel(f).startsWith('packages/web/');
  if (from.kind in webLayer && to.kind in webLayer && isWeb(from, fromFile) && isWeb(to, toFile)) {
    const name = (p) => (p.kind === 'feature' ? `features/${p.area}` : p.kind.slice(4));
    if (to.kind === 'web-routes' && from.kind !== 'web-routes') {
      return `${name(from)} imports routes/: routes/ is the top (the router's files name the screens, not the other way)`;
    }
    if (to.kind === 'web-app' && !['web-app', 'web-routes'].includes(from.kind)) {
      return `${name(from)} imports app/: only routes/ sit above app/ (move what both need to components/ or lib/)`;
    }
    if (from.kind === 'web-components' && to.kind === 'feature') {
      return `components/ imports ${name(to)}: components/ sit below the features (move what it needs to components/ or lib/)`;
    }
    if (from.kind === 'web-lib' && (to.kind === 'web-components' || to.kind === 'feature')) {
      return `lib/ imports ${name(to)}: lib/ is the bottom of the web app`;
    }
  }
  // lib/ may name an area's types (the auth subject), never load an area's code.
  if (from.kind === 'lib' && to.kind === 'area' && !typeOnly) {
    return `lib/ imports the ${to.area} area: lib is below the areas`;
  }
  if (
    from.kind === 'area' &&
    to.kind === 'area' &&
    from.area !== to.area &&
    /repository\.ts$/.test(toFile)
  ) {
    return `the ${from.area} area imports the ${to.area} area's repository: use its service`;
  }
  return null;
}

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function listFiles(dir, out) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

let cyclic = null;

/** Every file that is part of a cycle of runtime imports (`import type` is erased), by SCC id. */
function cyclicFiles() {
  if (cyclic) return cyclic;
  const files = SOURCE_DIRS.flatMap((dir) => listFiles(path.join(root, dir), []));
  const edges = new Map();
  for (const file of files) {
    const targets = [];
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (m[1]) continue;
      const target = resolve(file, m[2]);
      if (target) targets.push(target);
    }
    edges.set(file, targets);
  }
  // Tarjan's strongly connected components, iteratively (deep graphs, small stack).
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const component = new Map();
  let next = 0;
  for (const start of files) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = edges.get(node) ?? [];
      if (i < targets.length) {
        frame[1] = i + 1;
        const target = targets[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const members = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.push(member);
        } while (member !== node);
        const selfImport = (edges.get(node) ?? []).includes(node);
        if (members.length > 1 || selfImport) {
          for (const m of members) component.set(m, node);
        }
      }
    }
  }
  cyclic = component;
  return cyclic;
}

function sourceOf(node) {
  return node.source && typeof node.source.value === 'string' ? node.source.value : null;
}

function isTypeOnly(node) {
  return node.importKind === 'type' || node.exportKind === 'type';
}

const layers = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const specifier = sourceOf(node);
      const target = specifier && resolve(file, specifier);
      if (!target) return;
      const problem = layeringProblem(file, target, isTypeOnly(node));
      if (problem) context.report({ node: node.source, message: problem });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

const noCycle = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      if (isTypeOnly(node)) return;
      const specifier = sourceOf(node);
      const target = specifier && resolve(file, specifier);
      if (!target) return;
      const cycles = cyclicFiles();
      const mine = cycles.get(path.resolve(file));
      if (mine !== undefined && cycles.get(target) === mine) {
        context.report({
          node: node.source,
          message: `import cycle: ${rel(target)} imports this file back (directly or through others)`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

/**
 * File names are kebab-case and start with their area (STYLE.md habit 1): lower-case words joined
 * by '-' or '.', `workers-badges.routes.ts`. The web's route files keep TanStack Router's own
 * syntax (`$id.tsx`, `_app.tsx`, `__root.tsx`), and the generated route tree its name.
 */
const KEBAB = /^[a-z0-9]+(?:[-.][a-z0-9]+)*\.(?:ts|tsx|js|mjs)$/;
const fileName = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const r = rel(context.filename);
    const name = path.basename(r);
    if (r.startsWith('packages/web/src/routes/') || name === 'routeTree.gen.ts') return {};
    return {
      Program(node) {
        if (!KEBAB.test(name)) {
          context.report({
            node,
            message: `${name}: file names are kebab-case (area-thing.kind.ts)`,
          });
        }
      },
    };
  },
};

export default { rules: { layers, 'no-cycle': noCycle, 'file-name': fileName } };
