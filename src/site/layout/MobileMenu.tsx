import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { LanguageGrid } from '../../components/LanguageMenu.tsx';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import classes from './layout.module.css';
import { HEADER_NAV } from './nav-items.ts';

/** The phone menu behind the burger; its code loads when it is first opened. */
export default function MobileMenu({
  opened,
  onClose,
  label,
}: {
  opened: boolean;
  onClose: () => void;
  label: string;
}) {
  const intl = useIntl();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      // Mantine mirrors it in right-to-left: the menu slides in from the burger's side.
      position="right"
      size="xs"
      title={label}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'button.close' }) }}
      className={classes.mobileOnly}
    >
      <Stack gap="xs">
        <nav aria-label={label}>
          <Stack gap={4}>
            {HEADER_NAV.map((item) => (
              <SiteLink key={item.to} to={sitePath(item.to)} className={classes.mobileNavLink} onClick={onClose}>
                <FormattedMessage id={item.labelId} />
              </SiteLink>
            ))}
          </Stack>
        </nav>
        <Button component={SiteLink} to={sitePath('/contact')} onClick={onClose} fullWidth>
          <FormattedMessage id="nav.getQuote" />
        </Button>
        <Divider label={<FormattedMessage id="language.title" />} labelPosition="center" />
        <LanguageGrid onChosen={onClose} />
      </Stack>
    </Drawer>
  );
}
