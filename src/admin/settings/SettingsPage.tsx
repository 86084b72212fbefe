import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { SETTINGS_STALE_MS } from '../../app/query-client.ts';
import { SETTING_GROUPS, type SettingGroup } from '../../shared/settings.ts';
import { SETTINGS_ITEM_ID } from '../../shared/versions.ts';
import { AdminPage, QueryState } from '../kit/AdminPage.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { HistoryButton } from '../kit/HistoryButton.tsx';
import { MailNotConfigured } from '../kit/MailNotConfigured.tsx';
import { BackupButton } from './BackupButton.tsx';
import { RedirectsSection } from './RedirectsSection.tsx';
import { SettingsTabForm } from './SettingsTabForm.tsx';
import { TestMailButton } from './TestMailButton.tsx';

const GROUPS = Object.keys(SETTING_GROUPS) as SettingGroup[];

/** Settings (spec 001 section 2): five tabs, each editing its keys; branding also uploads images; then the redirects. */
export function SettingsPage() {
  const intl = useIntl();
  const settings = adminTrpc.settings.admin.all.useQuery(undefined, { staleTime: SETTINGS_STALE_MS });
  return (
    <AdminPage
      titleId="admin.nav.settings"
      descriptionId="admin.settings.description"
      actions={
        <>
          {/* The settings are one item: every tab's saves are its versions. */}
          <HistoryButton
            kind="settings"
            itemId={SETTINGS_ITEM_ID}
            name={intl.formatMessage({ id: 'admin.nav.settings' })}
          />
          <TestMailButton />
          <BackupButton />
        </>
      }
    >
      <MailNotConfigured />
      <QueryState isPending={settings.isPending} error={settings.error} onRetry={() => void settings.refetch()} />
      {settings.data && (
        <Tabs defaultValue="general" keepMountedMode="display-none">
          <Tabs.List aria-label={intl.formatMessage({ id: 'admin.settings.tabsLabel' })} mb="lg">
            {GROUPS.map((group) => (
              <Tabs.Tab key={group} value={group}>
                <FormattedMessage id={`admin.settings.tab.${group}`} />
              </Tabs.Tab>
            ))}
            <Tabs.Tab value="redirects">
              <FormattedMessage id="admin.settings.tab.redirects" />
            </Tabs.Tab>
          </Tabs.List>
          {GROUPS.map((group) => (
            <Tabs.Panel key={group} value={group}>
              <SettingsTabForm group={group} settings={settings.data} />
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="redirects">
            <RedirectsSection />
          </Tabs.Panel>
        </Tabs>
      )}
    </AdminPage>
  );
}
