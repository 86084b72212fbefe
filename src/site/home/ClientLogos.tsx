import { useIntl } from 'react-intl';
import { PageSection } from '../../components/PageSection.tsx';
import { CLIENT_BRANDS } from '../../shared/brands.ts';
import classes from './home.module.css';

/** Intrinsic size of the logo drawings (5:2). */
const LOGO_WIDTH = 200;
const LOGO_HEIGHT = 80;

/** The grid of about 20 client logos under the '20+ brands trust us' title. */
export function ClientLogos() {
  const intl = useIntl();
  return (
    <PageSection look="home" id="home-brands-title" titleId="brands.title" subtitleId="brands.subtitle">
      <ul className={classes.logoGrid}>
        {CLIENT_BRANDS.map((brand) => (
          <li key={brand.slug} className={classes.logoTile}>
            <img
              src={brand.logo}
              alt={intl.formatMessage({ id: 'brands.logoAlt' }, { name: brand.name })}
              width={LOGO_WIDTH}
              height={LOGO_HEIGHT}
              loading="lazy"
              decoding="async"
              className={classes.logo}
            />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
