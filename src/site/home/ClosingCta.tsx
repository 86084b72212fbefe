import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { trpc } from '../../app/PublicTrpc.tsx';
import { SETTINGS_STALE_MS } from '../../app/query-client.ts';
import { phoneDigits } from '../../app/use-site-settings.ts';
import { PhoneIcon } from '../../components/Icons.tsx';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import classes from './home.module.css';

/** Closing call to action: free consultation (/contact) and a call button for company_phone. */
export function ClosingCta() {
  // The same cached call as useSiteSettings(), read here with its state: while the settings
  // load, the call button's place is kept (hidden), so the buttons do not move when it appears.
  const settings = trpc.settings.public.useQuery(undefined, { staleTime: SETTINGS_STALE_MS });
  const companyPhone = settings.data?.company_phone ?? '';
  const phone = companyPhone ? phoneDigits(companyPhone) : '';
  const callLabel = <FormattedMessage id="button.callNow" />;
  return (
    <section aria-labelledby="home-cta-title" className={classes.cta}>
      <Container size="md">
        <Stack gap="lg" align="center" ta="center">
          <Title id="home-cta-title" order={2} className={classes.ctaTitle}>
            <FormattedMessage id="cta.home.title" />
          </Title>
          <Text size="lg" className={classes.ctaText}>
            <FormattedMessage id="cta.home.text" />
          </Text>
          <Group justify="center" gap="md">
            <Button size="lg" color="dark" component={SiteLink} to={sitePath('/contact')}>
              <FormattedMessage id="button.freeConsultation" />
            </Button>
            {phone ? (
              <Button
                size="lg"
                variant="white"
                color="dark"
                component="a"
                href={`tel:${phone}`}
                leftSection={<PhoneIcon size={18} />}
              >
                {callLabel}
              </Button>
            ) : (
              settings.isPending && (
                <Button
                  size="lg"
                  variant="white"
                  leftSection={<PhoneIcon size={18} />}
                  className={classes.reserved}
                  aria-hidden="true"
                  tabIndex={-1}
                >
                  {callLabel}
                </Button>
              )
            )}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
