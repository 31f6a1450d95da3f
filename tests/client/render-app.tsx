import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

/** Shows the current location so tests can assert where a screen sent the user. */
export function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The screens' routes under one root that also shows Where, so a test can read where a screen went. */
export function underWhere(children: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <>
          <Outlet />
          <Where />
        </>
      ),
      children,
    },
  ];
}

/** Renders routes in a memory router with Mantine and a fresh query client. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    router,
    ...render(
      <Providers client={client}>
        <RouterProvider router={router} />
      </Providers>,
    ),
  };
}

function Providers({ client, children }: { client: QueryClient; children: ReactElement }) {
  return (
    <MantineProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
