import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred, renderWithDeferredParts } from './Deferred.tsx';

describe('deferred parts on the server', () => {
  it('are rendered in full, with their names, even when their code was not loaded yet', async () => {
    let loads = 0;
    const Greeting = deferred('greeting', async () => {
      loads++;
      return ({ name }: { name: string }) => <p>Merhaba {name}</p>;
    });
    const page = () => renderToString(<main>{<Greeting name="Ayşe" />}</main>);
    const first = await renderWithDeferredParts(page);
    expect(first.html).toContain('Merhaba <!-- -->Ayşe');
    expect(first.parts).toEqual(['greeting']);
    // The same boundary the browser hydrates later.
    expect(first.html).toMatch(/^<main><!--\$--><p>/);
    const second = await renderWithDeferredParts(page);
    expect(second).toEqual(first);
    expect(loads).toBe(1);
    expect((await renderWithDeferredParts(() => renderToString(<main />))).parts).toEqual([]);
  });
});
