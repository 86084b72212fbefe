/**
 * Every regular expression of the server and of the shared code, checked by a ReDoS checker
 * (recheck): none may take super-linear time on any input. Regex literals are found by parsing
 * each source file (so none is missed by a text search); a `new RegExp(...)` is refused outright,
 * since its pattern cannot be checked before it runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { check } from 'recheck';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

type Found = { file: string; pattern: string; flags: string } | { file: string; dynamic: string };

/** Regex literals and RegExp constructions anywhere in a file's syntax tree. */
function regexesIn(file: string): Found[] {
  const code = readFileSync(path.join(root, file), 'utf8');
  const program = parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file);
  const found: Found[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; regex?: { pattern: string; flags: string }; callee?: { name?: string } };
    if (n.type === 'Literal' && n.regex) found.push({ file, ...n.regex });
    if ((n.type === 'NewExpression' || n.type === 'CallExpression') && n.callee?.name === 'RegExp') {
      found.push({ file, dynamic: code.slice((n as { start: number }).start, (n as { end: number }).end) });
    }
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(program);
  return found;
}

const files = [...sourceFiles('server'), ...sourceFiles('src/shared')];
const all = files.flatMap(regexesIn);
const literals = all.filter((r): r is Extract<Found, { pattern: string }> => 'pattern' in r);

describe('regular expressions', () => {
  it('are found in the sources (the scan works)', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(literals.length).toBeGreaterThan(20);
  });

  it('are all literals: no RegExp built at run time', () => {
    expect(all.filter((r) => 'dynamic' in r)).toEqual([]);
  });

  it('catches a vulnerable pattern (the checker works)', async () => {
    const diagnostics = await check('(\\d+)\\s*\\s*x', '');
    expect(diagnostics.status).toBe('vulnerable');
  });

  it.each(literals.map((r) => [`${r.file}: /${r.pattern}/${r.flags}`, r] as const))(
    'is linear: %s',
    async (_name, regex) => {
      const diagnostics = await check(regex.pattern, regex.flags, { timeout: 10_000 });
      expect({
        status: diagnostics.status,
        complexity: 'complexity' in diagnostics ? diagnostics.complexity : null,
      }).toMatchObject({ status: 'safe' });
    },
  );
});
