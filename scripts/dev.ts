import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the API restarting on change (port 3000) and Vite with hot reload (port 5173),
 * which proxies API calls to it. Open http://acme.localhost:5173 or http://boreal.localhost:5173.
 */
const children: ChildProcess[] = [
  spawn('npm', ['run', 'dev', '-w', '@portal/server'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@portal/web'], { stdio: 'inherit' }),
];

function stopAll(code: number): void {
  for (const child of children) {
    child.kill('SIGTERM');
  }
  process.exit(code);
}

for (const child of children) {
  child.on('exit', (code) => stopAll(code ?? 0));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
