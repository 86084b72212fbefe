import { RouterProvider } from '@tanstack/react-router';
import { type ComponentProps, StrictMode } from 'react';
import { AppProviders } from './Providers.tsx';

/** The whole app: providers around the router. The same tree on the server and in the browser. */
export function App(props: Omit<ComponentProps<typeof AppProviders>, 'children'>) {
  return (
    <StrictMode>
      <AppProviders {...props}>
        <RouterProvider router={props.router} />
      </AppProviders>
    </StrictMode>
  );
}
