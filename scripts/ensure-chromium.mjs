// The browser tests drive Debian's Chromium (never a downloaded browser): its headless shell for
// the journeys, the full browser for the benchmarks and screenshots. On a fresh Debian machine
// run as root, install what is missing; elsewhere say what it is.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.env.CHROMIUM_PATH
  ? []
  : [
      ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
      ['/usr/bin/chromium', 'chromium'],
    ];
if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}
const missing = wanted.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg);
if (missing.length > 0) {
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian's ${missing.join(' and ')}`);
    execSync(`apt-get update && apt-get install -y ${missing.join(' ')}`, { stdio: 'inherit' });
  } else {
    console.error(
      `The browser tests need Debian's Chromium: apt-get install -y ${missing.join(' ')} (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
}
