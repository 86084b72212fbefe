/**
 * Every admin procedure is classified for API tokens: given a scope in TOKEN_SCOPE_OF_PROCEDURE,
 * or listed in NEVER_FOR_TOKENS. A new admin procedure fails here until someone decides.
 */
import { describe, expect, it } from 'vitest';
import { TOKEN_SCOPES } from '../../src/shared/api-tokens.ts';
import { appRouter } from '../trpc/app.router.ts';
import { NEVER_FOR_TOKENS, TOKEN_SCOPE_OF_PROCEDURE, tokenScopeFor } from './token-scopes.ts';

type ProcedureDef = { _def: { meta?: { admin?: true } } };
const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures,
);
const adminPaths = procedures.filter(([, procedure]) => procedure._def.meta?.admin).map(([path]) => path);

describe('the token scope map', () => {
  it('finds the admin procedures by their meta', () => {
    expect(adminPaths.length).toBeGreaterThan(40);
    expect(adminPaths).toContain('users.delete');
    expect(adminPaths).not.toContain('contact.submit');
  });

  it.each(adminPaths)('%s is classified for tokens', (path) => {
    const inMap = Object.hasOwn(TOKEN_SCOPE_OF_PROCEDURE, path);
    const never = NEVER_FOR_TOKENS.includes(path);
    expect(inMap || never, `${path}: add it to TOKEN_SCOPE_OF_PROCEDURE or NEVER_FOR_TOKENS`).toBe(true);
    expect(inMap && never, `${path} is in both lists`).toBe(false);
  });

  it('names only admin procedures (no stale entries)', () => {
    for (const path of [...Object.keys(TOKEN_SCOPE_OF_PROCEDURE), ...NEVER_FOR_TOKENS]) {
      expect(adminPaths, path).toContain(path);
    }
  });

  it('never lets a token manage tokens, admins, accounts or the audit log', () => {
    for (const path of adminPaths.filter((p) => /^(tokens|users|account|audit|webhooks)\./.test(p))) {
      expect(tokenScopeFor(path), path).toBeNull();
    }
  });

  it('uses each scope, and only known scopes', () => {
    const used = new Set(Object.values(TOKEN_SCOPE_OF_PROCEDURE));
    expect([...used].sort()).toEqual([...TOKEN_SCOPES].sort());
  });

  it('answers null for anything not in the map, prototype names included', () => {
    expect(tokenScopeFor('toString')).toBeNull();
    expect(tokenScopeFor('users.create')).toBeNull();
    expect(tokenScopeFor('contact.admin.messages')).toBe('leads:read');
  });
});
