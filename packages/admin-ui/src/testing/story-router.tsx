import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';

/** Stories of parts with console links render inside a memory router (no app around them). */
export const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);
