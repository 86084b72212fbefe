/**
 * docker/compose.yaml cannot be started here (no Docker engine): its shape is checked instead.
 * Database, object storage with its bucket, at least two app replicas on both, a reverse proxy
 * that names every replica, health checks, and secrets only from the environment.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { S3_CONNECTION_KEYS } from '../../env.ts';

const DOCKER_DIR = path.join(import.meta.dirname, '../../../docker');

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  ports?: string[];
  volumes?: string[];
  entrypoint?: string[];
  command?: string[];
};

const compose = parse(readFileSync(path.join(DOCKER_DIR, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;
const appNames = Object.keys(services).filter((name) => /^app\d*$/.test(name));

/** A file a service mounts from docker/ (`./file:/target`). */
function mountedFile(service: Service, target: string): string {
  const volume = (service.volumes ?? []).find((entry) => entry.split(':')[1] === target);
  if (!volume) throw new Error(`nothing is mounted on ${target}`);
  return path.join(DOCKER_DIR, volume.split(':')[0]);
}

describe('docker/compose.yaml', () => {
  it('has the database, the object storage with a one-shot bucket setup, the apps and a proxy', () => {
    for (const name of ['db', 'storage', 'storage-init', 'proxy']) expect(services[name], name).toBeDefined();
    const replicas = appNames.reduce((sum, name) => sum + (services[name].deploy?.replicas ?? 1), 0);
    expect(replicas).toBeGreaterThanOrEqual(2);
    expect(services.storage.image).toMatch(/minio\/minio:RELEASE\./);
    expect(services['storage-init'].image).toMatch(/minio\/mc:RELEASE\./);
    // Every replica runs the one image the Dockerfile builds.
    expect(new Set(appNames.map((name) => services[name].image)).size).toBe(1);
    expect(appNames.filter((name) => services[name].build)).toHaveLength(1);
  });

  it('gives every app STORAGE=s3, all S3_* variables (the storage service) and DATABASE_URL (db)', () => {
    for (const name of appNames) {
      const env = services[name].environment ?? {};
      expect(env.STORAGE, name).toBe('s3');
      for (const key of S3_CONNECTION_KEYS) expect(String(env[key] ?? ''), `${name} ${key}`).not.toBe('');
      expect(new URL(String(env.S3_ENDPOINT)).hostname).toBe('storage');
      expect(env.S3_FORCE_PATH_STYLE).toBe('true');
      expect(String(env.DATABASE_URL)).toMatch(/^postgresql:\/\/[^@]+@db:5432\/\w+$/);
      // Behind one proxy: X-Forwarded-For is trusted one hop deep.
      expect(env.TRUST_PROXY).toBe('1');
      // Only the proxy is published.
      expect(services[name].ports, name).toBeUndefined();
    }
    expect(services.proxy.ports).toEqual(['3000:80']);
  });

  it('sets up the bucket the apps use, with the key they use', () => {
    const init = services['storage-init'];
    const app = services[appNames[0]].environment ?? {};
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(init.environment?.[key], key).toBe(app[key]);
    }
    const script = readFileSync(mountedFile(init, '/storage-init.sh'), 'utf8');
    expect(init.entrypoint).toEqual(['/bin/sh', '/storage-init.sh']);
    expect(script).toContain('mc mb --ignore-existing "local/$S3_BUCKET"');
    expect(script).toContain('mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"');
    expect(script).toContain('http://storage:9000');
  });

  it('names every app replica as an upstream of the proxy', () => {
    const config = readFileSync(mountedFile(services.proxy, '/etc/nginx/conf.d/default.conf'), 'utf8');
    const upstreams = [...config.matchAll(/^\s*server\s+([\w-]+):(\d+)\b/gm)].map((match) => `${match[1]}:${match[2]}`);
    expect(upstreams.sort()).toEqual(appNames.map((name) => `${name}:3000`).sort());
    expect(config).toMatch(/proxy_pass http:\/\/app;/);
    for (const name of appNames) expect(Object.keys(services.proxy.depends_on ?? {})).toContain(name);
  });

  it('checks the health of every long-running service and starts each after what it needs', () => {
    for (const name of ['db', 'storage', 'proxy', ...appNames]) {
      expect(services[name].healthcheck?.test?.length, name).toBeGreaterThan(1);
    }
    for (const name of appNames) {
      expect(services[name].healthcheck?.test?.join(' ')).toContain('/readyz');
      expect(services[name].depends_on?.db).toEqual({ condition: 'service_healthy' });
      expect(services[name].depends_on?.['storage-init']).toEqual({ condition: 'service_completed_successfully' });
    }
    expect(services['storage-init'].depends_on?.storage).toEqual({ condition: 'service_healthy' });
  });

  it('hard-codes no secret: passwords and secret keys come from the environment, required', () => {
    const required = /^\$\{[A-Z0-9_]+:\?[^}]+\}$/;
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (!/PASSWORD|SECRET/.test(key) || key === 'ADMIN_PASSWORD') continue;
        expect(String(value), `${name} ${key}`).toMatch(required);
      }
    }
    // The optional first admin: unset unless the operator sets it.
    for (const name of appNames) expect(services[name].environment?.ADMIN_PASSWORD).toBe(`$\{ADMIN_PASSWORD:-}`);
    for (const name of appNames) {
      const password = /^postgresql:\/\/\w+:(.+)@db:/.exec(String(services[name].environment?.DATABASE_URL))?.[1];
      expect(password).toMatch(required);
    }
  });

  it('mounts only files that exist in docker/', () => {
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        if (volume.startsWith('./')) expect(existsSync(path.join(DOCKER_DIR, volume.split(':')[0])), volume).toBe(true);
      }
    }
  });
});
