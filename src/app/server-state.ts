import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON block in which the server hands its query data to the browser. */
export const SERVER_STATE_ID = 'server-state';

/** deferredParts: the parts rendered by the server that hydrate later (components/deferred.tsx). */
export type ServerState = { queries: DehydratedState; deferredParts?: string[] };

/** JSON for a `<script type="application/json">` block: `<` escaped, so no `</script>` can end it. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server's state, if this page was rendered by the server. */
export function readServerState(): ServerState | undefined {
  const block = document.getElementById(SERVER_STATE_ID);
  if (!block?.textContent) return undefined;
  return JSON.parse(block.textContent) as ServerState;
}
