import '@mantine/core/styles/Alert.css';
import { Alert, Button, CopyButton, Group, List, Stack, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadBlob } from '../../lib/download-file.ts';

/** The ten recovery codes, shown once right after TOTP is turned on: copy, download, then done. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const intl = useIntl();
  const text = `${codes.join('\n')}\n`;
  return (
    <Stack gap="sm" role="region" aria-labelledby="recovery-codes">
      <Title order={3} size="h5" id="recovery-codes">
        <FormattedMessage id="admin.account.codesTitle" />
      </Title>
      <Alert color="orange" variant="light">
        <FormattedMessage id="admin.account.codesNotice" />
      </Alert>
      <List
        listStyleType="none"
        ff="monospace"
        dir="ltr"
        data-testid="recovery-codes"
        style={{ columns: '2 10rem' }}
        spacing={4}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'green' : undefined} onClick={copy}>
              <FormattedMessage id={copied ? 'admin.account.codesCopied' : 'admin.account.codesCopy'} />
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          onClick={() => downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'recovery-codes.txt')}
        >
          {intl.formatMessage({ id: 'admin.account.codesDownload' })}
        </Button>
        <Button onClick={onDone}>
          <FormattedMessage id="admin.account.codesDone" />
        </Button>
      </Group>
    </Stack>
  );
}
