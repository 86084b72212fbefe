import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServiceIcon } from '../../components/ServiceIcon.tsx';
import { SERVICE_ICON_NAMES } from './service-icons.ts';

describe('service icon names', () => {
  it('each offered name has its own drawing on the public site', () => {
    const drawing = (name: string) => renderToStaticMarkup(<ServiceIcon name={name} />);
    const fallback = drawing('no-such-icon');
    const drawings = new Set(SERVICE_ICON_NAMES.map(drawing));
    expect(drawings.size).toBe(SERVICE_ICON_NAMES.length);
    for (const name of SERVICE_ICON_NAMES) if (name !== 'web') expect(drawing(name), name).not.toBe(fallback);
  });
});
