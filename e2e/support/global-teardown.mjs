import fs from 'node:fs';

export default async function globalTeardown() {
  const state = globalThis.__BACKOFFICE_E2E__;
  if (!state) return;
  await state.stack.stopAll();
  if (state.pinned?.stack) await state.pinned.stack.stopAll();
  if (state.pinned?.dataDir) fs.rmSync(state.pinned.dataDir, { recursive: true, force: true });
  await new Promise((resolve) => state.control.close(resolve));
  fs.rmSync(state.dataDir, { recursive: true, force: true });
}
