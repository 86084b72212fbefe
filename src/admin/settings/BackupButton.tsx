import { Button } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';

/** GET /api/admin/backup (server/backup/backup-route.ts): the whole site as one archive, audited. */
export const BACKUP_URL = '/api/admin/backup';

/** "Download a backup": a plain link, so the browser streams the archive to disk as it is written. */
export function BackupButton() {
  const intl = useIntl();
  return (
    <Button
      component="a"
      href={BACKUP_URL}
      download
      variant="light"
      title={intl.formatMessage({ id: 'admin.settings.backupHint' })}
      data-testid="settings-backup"
    >
      <FormattedMessage id="admin.settings.backup" />
    </Button>
  );
}
