import { describe, expect, it } from 'vitest';
import { serializeServerState } from './server-state.ts';

describe('serializeServerState', () => {
  it('cannot end its script block, and parses back to the same data', () => {
    const state = { queries: { mutations: [], queries: [{ text: '</script><script>alert(1)</script>\u2028<!--' }] } };
    const json = serializeServerState(state as never);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(state);
  });
});
