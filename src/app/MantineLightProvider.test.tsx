import { Button, MantineProvider, Stack, Text } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MantineLightProvider } from './MantineLightProvider.tsx';
import { theme } from './theme.ts';

describe('MantineLightProvider', () => {
  it('renders components as MantineProvider does, without its <style> elements', () => {
    const page = (
      <Stack gap="md">
        <Text c="gray.7" size="sm">
          Metin
        </Text>
        <Button color="orange" size="md">
          Gönder
        </Button>
      </Stack>
    );
    const full = renderToStaticMarkup(<MantineProvider theme={theme}>{page}</MantineProvider>);
    const light = renderToStaticMarkup(<MantineLightProvider theme={theme}>{page}</MantineLightProvider>);
    expect(full).toContain('<style');
    expect(light).not.toContain('<style');
    expect(full.replace(/<style[^>]*>[^<]*<\/style>/g, '')).toBe(light);
  });
});
