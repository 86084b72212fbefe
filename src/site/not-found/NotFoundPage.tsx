import { Button } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { NotFoundBlock } from '../../components/NotFoundBlock.tsx';
import { SiteLink } from '../../components/SiteLink.tsx';

/** The not-found screen titled 'Page Not Found' (both specs). */
export function NotFoundPage({ homePath = '/' }: { homePath?: '/' | '/admin' }) {
  return (
    <NotFoundBlock titleId="notFound.title" textId="notFound.text">
      <Button component={SiteLink} to={homePath}>
        <FormattedMessage id={homePath === '/' ? 'notFound.home' : 'notFound.dashboard'} />
      </Button>
    </NotFoundBlock>
  );
}
