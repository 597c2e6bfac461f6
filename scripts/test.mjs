// `npm test`: the whole suite, stage by stage, each stage's wall time said at its end and in a
// table at the close. Stages that share no input run side by side: the four linters, the type
// checks and the demo snapshot (the seeded site the demo's API tests start from) first; then the
// unit and API tests beside the web build; then the journeys. A failed phase stops the run once
// its stages have all ended, so every failure of the phase is shown.
import { spawn } from 'node:child_process';
import os from 'node:os';

const PHASES = [
  [
    ['eslint', 'npm', ['run', 'lint:eslint']],
    ['oxlint', 'npm', ['run', 'lint:typed']],
    ['prettier', 'npm', ['run', 'lint:format']],
    ['knip', 'npm', ['run', 'lint:unused']],
    ['types', 'npm', ['run', 'typecheck']],
    ['snapshot', 'npm', ['run', 'demo-snapshot', '-w', '@siteline/server']],
  ],
  [
    ['unit', 'npm', ['run', 'test:unit']],
    ['build', 'npm', ['run', 'build']],
  ],
  [['journeys', 'npm', ['run', 'test:e2e']]],
];

const times = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs one stage; alone it prints as it goes, beside others its output comes whole at its end. */
function stage([name, command, args], alone) {
  const at = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => {
      const ms = Date.now() - at;
      if (!alone) {
        console.log(`\n──── ${name} (${seconds(ms)}) ────`);
        process.stdout.write(Buffer.concat(chunks));
      }
      const ok = code === 0;
      console.log(
        `${ok ? '✔' : '✘'} ${name}: ${ok ? 'passed' : `failed (${signal ?? code})`} in ${seconds(ms)}`,
      );
      times.push({ name, ms, ok });
      resolve(ok);
    });
  });
}

function table() {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log('\nstage      wall time');
  for (const t of times)
    console.log(`${t.name.padEnd(10)} ${seconds(t.ms).padStart(8)}${t.ok ? '' : '  failed'}`);
  console.log(
    `${'total'.padEnd(10)} ${seconds(Date.now() - started).padStart(8)}   (load average ${load}, ${os.cpus().length} cores)`,
  );
}

for (const phase of PHASES) {
  const results = await Promise.all(phase.map((s) => stage(s, phase.length === 1)));
  if (results.includes(false)) {
    table();
    process.exit(1);
  }
}
table();
