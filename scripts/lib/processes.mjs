// Child processes that stop together: each runs in its own process group so Ctrl-C also ends grandchildren
// (killing an npx parent alone leaves its child server running — TOOLCHAIN.md).
import { spawn } from 'node:child_process';

const children = new Set();

// Whatever happens to this process, its children go too (they run detached, in their own groups).
process.on('exit', () => {
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGKILL');
    } catch {}
  }
});

export function run(command, args, { cwd, env, label, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.label = label ?? command;
  if (quiet) {
    child.output = '';
    child.stdout.on('data', (d) => (child.output += d));
    child.stderr.on('data', (d) => (child.output += d));
  }
  return child;
}

/** Runs to completion; rejects with the output on a non-zero exit. */
export function runToEnd(command, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = run(command, args, opts);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(child.output ?? '');
      else reject(Object.assign(new Error(`${child.label} failed (${signal ?? code})`), { output: child.output ?? '', code }));
    });
    child.on('error', reject);
  });
}

/** Sends `signal` to the child's process group; one that has not exited after `graceMs` is SIGKILLed. */
export function stop(child, signal = 'SIGTERM', { graceMs = 5000 } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

export async function stopAll() {
  await Promise.all([...children].map((c) => stop(c)));
}

let handlersInstalled = false;
/** Ctrl-C / SIGTERM stop every process this script started, then exit. */
export function stopAllOnExit() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const onSignal = async (signal) => {
    await stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

export async function waitForHttp(url, { timeoutMs = 60_000, label = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${label} did not answer within ${timeoutMs / 1000} s: ${lastError?.message}`);
}
