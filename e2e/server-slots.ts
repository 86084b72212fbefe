import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Each Playwright worker has its own server and PostgreSQL (a "slot"): port E2E_BASE_PORT + slot,
 * data in E2E_DATA_ROOT/slot-<n>. The config starts one per worker; the worker fixture points
 * E2E_PORT and E2E_DATA_DIR (read by the specs) at its own.
 */
export function slotPort(slot: number): number {
  return Number(process.env.E2E_BASE_PORT) + slot;
}

export function slotDataDir(slot: number): string {
  const root = process.env.E2E_DATA_ROOT ?? '';
  // mkdtemp makes the root 0700; PostgreSQL runs as its own user (never as root) and must be
  // able to pass through it to the slot's folder, which the app hands over to that user.
  chmodSync(root, 0o711);
  const dir = path.join(root, `slot-${slot}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}
