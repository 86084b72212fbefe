import { Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card of the pages a signed-out admin sees: login, forgotten password, new password. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="var(--site-background)">
      <Paper withBorder shadow="md" p="xl" radius="lg" w="100%" maw={420}>
        {children}
      </Paper>
    </Center>
  );
}
