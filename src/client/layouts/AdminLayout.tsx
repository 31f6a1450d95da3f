import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router-dom';

export function AdminLayout() {
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm' }} padding="md">
      <AppShell.Header />
      <AppShell.Navbar />
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
