import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { phoneDigits, useSiteSettings } from '../../app/use-site-settings.ts';
import { deferred } from '../../components/Deferred.tsx';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  LockIcon,
  PhoneIcon,
  YouTubeIcon,
} from '../../components/Icons.tsx';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import type { SiteMessageId } from '../../i18n/message-ids.ts';
import { openCookieSettings } from '../../lib/consent/banner-state.ts';
import type { SettingKey } from '../../shared/settings.ts';
import { siteNameOf } from '../../shared/site-name.ts';
import classes from './layout.module.css';
import { FOOTER_LEGAL_LINKS, FOOTER_QUICK_LINKS, FOOTER_SERVICE_LINKS } from './nav-items.ts';

/** Rendered by the server; its form code (inputs, the mutation) loads after the first paint. */
const NewsletterBox = deferred('newsletter', () =>
  import('./NewsletterBox.tsx').then((module) => module.NewsletterBox),
);

const SOCIAL: Array<{ key: SettingKey; label: string; icon: ReactNode }> = [
  { key: 'social_linkedin', label: 'LinkedIn', icon: <LinkedInIcon /> },
  { key: 'social_facebook', label: 'Facebook', icon: <FacebookIcon /> },
  { key: 'social_instagram', label: 'Instagram', icon: <InstagramIcon /> },
  { key: 'social_youtube', label: 'YouTube', icon: <YouTubeIcon /> },
];

type FooterLinkItem = { to: string; labelId: SiteMessageId };

/** One link of a footer list: an item with the page's link and its name. */
function FooterLink({ link }: { link: FooterLinkItem }) {
  return (
    <li>
      <SiteLink to={sitePath(link.to)} className={classes.footerLink}>
        <FormattedMessage id={link.labelId} />
      </SiteLink>
    </li>
  );
}

function LinkColumn({ titleId, links }: { titleId: SiteMessageId; links: ReadonlyArray<FooterLinkItem> }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h5" className={classes.footerHeading}>
        <FormattedMessage id={titleId} />
      </Title>
      <ul className={classes.footerList}>
        {links.map((link) => (
          <FooterLink key={link.labelId} link={link} />
        ))}
      </ul>
    </Stack>
  );
}

export function Footer() {
  const settings = useSiteSettings();
  const intl = useIntl();
  const siteName = siteNameOf(settings);
  const socials = SOCIAL.filter((social) => settings[social.key]);
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          <Stack gap="sm">
            <Text fw={700} size="lg" c="white">
              {siteName}
            </Text>
            <Text size="sm" c="gray.4">
              <FormattedMessage id="footer.description" />
            </Text>
            {socials.length > 0 && (
              <ul className={classes.socialList} aria-label={intl.formatMessage({ id: 'footer.social' })}>
                {socials.map((social) => (
                  <li key={social.key}>
                    <a
                      href={settings[social.key]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={social.label}
                      className={classes.socialLink}
                    >
                      {social.icon}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {settings.company_phone && (
              <Anchor href={`tel:${phoneDigits(settings.company_phone)}`} c="gray.2" className={classes.phoneLink}>
                <PhoneIcon size={16} /> <bdi dir="ltr">{settings.company_phone}</bdi>
              </Anchor>
            )}
          </Stack>
          <LinkColumn titleId="footer.services" links={FOOTER_SERVICE_LINKS} />
          <LinkColumn titleId="footer.quickLinks" links={FOOTER_QUICK_LINKS} />
          <NewsletterBox />
        </SimpleGrid>
        <div className={classes.footerBottom}>
          <Text size="sm" c="gray.4">
            <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear(), name: siteName }} />
          </Text>
          <nav aria-label={intl.formatMessage({ id: 'footer.legal' })}>
            <Group gap="md" component="ul" className={classes.footerList}>
              {FOOTER_LEGAL_LINKS.map((link) => (
                <FooterLink key={link.to} link={link} />
              ))}
              <li>
                {/* Consent can be changed or withdrawn at any time, as easily as it was given. */}
                <button
                  type="button"
                  className={`${classes.footerLink} ${classes.footerButton}`}
                  onClick={openCookieSettings}
                >
                  <FormattedMessage id="footer.cookieSettings" />
                </button>
              </li>
            </Group>
          </nav>
          <Group gap="md">
            <Text size="sm" c="gray.4" className={classes.sslNote}>
              <LockIcon size={14} /> <FormattedMessage id="footer.ssl" />
            </Text>
            <SiteLink to={sitePath('/admin')} className={classes.footerLink}>
              <FormattedMessage id="footer.admin" />
            </SiteLink>
          </Group>
        </div>
      </Container>
    </footer>
  );
}
