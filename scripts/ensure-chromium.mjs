// The browser tests drive Debian's Chromium (never a downloaded browser). On a fresh Debian
// machine run as root, install it; elsewhere say what is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log(`${CHROMIUM} is missing: installing Debian's chromium package`);
    execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
  } else {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
}
