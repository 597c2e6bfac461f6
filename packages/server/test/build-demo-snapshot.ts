import { ensureDemoSnapshot } from './demo-snapshot.ts';

// `npm run demo-snapshot -w @siteline/server`: the demo snapshot built now if it is not there
// (npm test builds it beside lint and the type checks, before anything needs it).
const dir = await ensureDemoSnapshot((m) => console.log(`[demo snapshot] ${m}`));
console.log(`[demo snapshot] ready: ${dir}`);
