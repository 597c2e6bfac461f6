// `npm run dev`: the server (restarting on change) and the Vite dev server with hot reload,
// side by side; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@siteline/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@siteline/web'], { stdio: 'inherit' }),
];
let exiting = false;
function stop(code = 0) {
  if (exiting) return;
  exiting = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
