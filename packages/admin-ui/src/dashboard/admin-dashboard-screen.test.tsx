import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminDashboardScreen } from './admin-dashboard-screen';

describe('AdminDashboardScreen', () => {
  it('titles the page "Dashboard | {app name}" and lists both menu sections', () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <AdminDashboardScreen />
      </ChakraProvider>,
    );
    expect(document.title).toBe('Dashboard | Parley');
    expect(screen.getByRole('region', { name: 'Manage Agents' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Administration' })).toBeInTheDocument();
  });
});
