import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/ScrollArea.css';
import { AppShell, Avatar, Burger, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import type { UserOutput } from '../../shared/auth.ts';
import { ADMIN_NAV } from '../kit/admin-nav.ts';
import classes from './admin-shell.module.css';
import { NewLeadsBadge } from './NewLeadsBadge.tsx';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';

function displayName(user: UserOutput): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

/** The signed-in admin, with a link to their own account (password, sessions, second factor). */
function UserBlock({ user, onNavigate }: { user: UserOutput; onNavigate: () => void }) {
  const name = displayName(user);
  return (
    <Group gap="sm" wrap="nowrap" className={classes.userBlock}>
      <Avatar src={user.profileImageUrl || null} alt={name} radius="xl" color="orange">
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <div className={classes.userText}>
        <Text size="sm" fw={600} truncate>
          {name}
        </Text>
        {user.email && (
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        )}
      </div>
      <Button
        component={SiteLink}
        to={sitePath('/admin/account')}
        onClick={onNavigate}
        size="compact-sm"
        variant="subtle"
        ms="auto"
        style={{ flexShrink: 0 }}
      >
        <FormattedMessage id="admin.nav.account" />
      </Button>
    </Group>
  );
}

export function AdminShell({ user }: { user: UserOutput }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const intl = useIntl();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={intl.formatMessage({ id: 'nav.menu' })}
            />
            <Text fw={800} c="orange.8">
              <FormattedMessage id="admin.title" />
            </Text>
          </Group>
          <LanguageMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={intl.formatMessage({ id: 'admin.nav.label' })}>
        <AppShell.Section grow component={ScrollArea}>
          <nav aria-label={intl.formatMessage({ id: 'admin.nav.label' })}>
            {ADMIN_NAV.map((item) => {
              const active =
                item.to === '/admin' ? pathname === '/admin' || pathname === '/admin/' : pathname.startsWith(item.to);
              return (
                <NavLink
                  key={item.to}
                  component={SiteLink}
                  to={sitePath(item.to)}
                  label={intl.formatMessage({ id: item.labelId })}
                  active={active}
                  // The router would also mark /admin active on every admin page (fuzzy match).
                  activeOptions={{ exact: item.to === '/admin' }}
                  aria-current={active ? 'page' : undefined}
                  rightSection={item.to === '/admin/contact' ? <NewLeadsBadge /> : undefined}
                  onClick={close}
                />
              );
            })}
          </nav>
        </AppShell.Section>
        <AppShell.Section>
          <Stack gap="xs" pt="sm" className={classes.footerSection}>
            <UserBlock user={user} onNavigate={close} />
            <Button component="a" href="/" target="_blank" rel="noopener" variant="light" fullWidth>
              <FormattedMessage id="admin.viewSite" />
            </Button>
            {/* A form POST navigates to /api/logout (GET there changes nothing): the server ends the session and returns to /. */}
            <form method="post" action="/api/logout">
              <Button type="submit" variant="subtle" color="red" fullWidth>
                <FormattedMessage id="admin.logout" />
              </Button>
            </form>
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
        <UnsavedChangesGuard />
      </AppShell.Main>
    </AppShell>
  );
}
