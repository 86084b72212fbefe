import { PageHero } from '../../components/PageHero.tsx';
import '@mantine/core/styles/Card.css';
import { Anchor, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { phoneDigits, useSiteSettings, whatsAppDigits } from '../../app/use-site-settings.ts';
import { AfterHydration } from '../../components/AfterHydration.tsx';
import type { QuoteSearch } from '../../lib/quote-search.ts';
// Loaded with the page, not as a deferred part: measured with Lighthouse, deferring it cost the
// contact page 50–100 ms more blocking time (a second hydration) for 44 KiB less first load.
import { ContactForm } from './ContactForm.tsx';
import classes from './contact.module.css';
import { MapLoading } from './MapLoading.tsx';
import { PhoneCallButton } from './PhoneCallButton.tsx';
import { WhatsAppChatButton } from './WhatsAppChatButton.tsx';
import { WorkingHoursFacts } from './WorkingHoursFacts.tsx';

// Below the fold: the map loads in its own chunk (design.md, performance).
const MapSection = lazy(() => import('./MapSection.tsx'));

const REASONS = ['experience', 'response', 'consultation', 'support'] as const;

/**
 * Contact page of spec 000 section 2: hero, request form, company card, quick actions, reasons,
 * map. `quote`: what a package link or a recommender sent along (issue 12).
 */
export function ContactPage({ quote = {} }: { quote?: QuoteSearch }) {
  const settings = useSiteSettings();
  const phone = settings.company_phone ? phoneDigits(settings.company_phone) : '';
  const whatsapp = whatsAppDigits(settings);
  return (
    <>
      <PageHero id="contact-title" texts="contact" />

      <section id="contact" className={classes.section} aria-labelledby="contact-form-title">
        <Container size="lg">
          <div className={classes.layout}>
            <Card withBorder radius="lg" padding="xl" className={classes.formCard}>
              <Title id="contact-form-title" order={2} className={classes.cardTitle} mb="lg">
                <FormattedMessage id="contact.form.title" />
              </Title>
              <ContactForm key={JSON.stringify(quote)} quote={quote} />
            </Card>

            <Stack gap="lg">
              <SideCard name="info">
                <dl className={classes.facts}>
                  {settings.company_address && (
                    <div>
                      <dt>
                        <FormattedMessage id="contact.info.address" />
                      </dt>
                      <dd>
                        <address className={classes.address}>
                          <bdi>{settings.company_address}</bdi>
                        </address>
                      </dd>
                    </div>
                  )}
                  {phone && (
                    <div>
                      <dt>
                        <FormattedMessage id="contact.info.phone" />
                      </dt>
                      <dd>
                        <Anchor href={`tel:${phone}`} c="orange.9">
                          <bdi dir="ltr">{settings.company_phone}</bdi>
                        </Anchor>
                      </dd>
                    </div>
                  )}
                  {settings.company_email && (
                    <div>
                      <dt>
                        <FormattedMessage id="contact.info.email" />
                      </dt>
                      <dd>
                        <Anchor href={`mailto:${settings.company_email}`} c="orange.9" dir="ltr">
                          {settings.company_email}
                        </Anchor>
                      </dd>
                    </div>
                  )}
                  <WorkingHoursFacts settings={settings} />
                </dl>
              </SideCard>

              <SideCard name="quick">
                <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="sm">
                  {whatsapp && <WhatsAppChatButton digits={whatsapp} />}
                  {phone && (
                    <PhoneCallButton digits={phone}>
                      <FormattedMessage id="contact.quick.call" />
                    </PhoneCallButton>
                  )}
                </SimpleGrid>
              </SideCard>

              <SideCard name="why">
                <ul className={classes.reasons}>
                  {REASONS.map((reason) => (
                    <li key={reason}>
                      <FormattedMessage id={`contact.why.${reason}`} />
                    </li>
                  ))}
                </ul>
              </SideCard>
            </Stack>
          </div>
        </Container>
      </section>

      <section className={classes.section} data-tone="muted" aria-labelledby="contact-map-title">
        <Container size="lg">
          <Stack gap="xs" align="center" ta="center" mb="xl">
            <Title id="contact-map-title" order={2} className={classes.sectionTitle}>
              <FormattedMessage id="contact.map.title" />
            </Title>
            <Text c="dimmed" size="lg" maw={680}>
              <FormattedMessage id="contact.map.appointment" />
            </Text>
          </Stack>
          <AfterHydration fallback={<MapLoading />}>
            <MapSection />
          </AfterHydration>
        </Container>
      </section>
    </>
  );
}

/** A titled card beside the form: its h2 `contact.<name>.title` labels it. */
function SideCard({ name, children }: { name: 'info' | 'quick' | 'why'; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={`contact-${name}-title`}>
      <Title id={`contact-${name}-title`} order={2} className={classes.cardTitle} mb="md">
        <FormattedMessage id={`contact.${name}.title`} />
      </Title>
      {children}
    </Card>
  );
}
