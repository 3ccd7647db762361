import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceStatus } from './service-status';

function renderStatus(props: Parameters<typeof ServiceStatus>[0]) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <ServiceStatus {...props} />
    </ChakraProvider>,
  );
}

describe('ServiceStatus', () => {
  it('says the service is online when the server reports ok', () => {
    renderStatus({ status: 'ok', isError: false });
    expect(screen.getByRole('status')).toHaveTextContent('Service online');
  });

  it('says the service is unreachable when the request failed, whatever was reported before', () => {
    renderStatus({ status: 'ok', isError: true });
    expect(screen.getByRole('status')).toHaveTextContent('Service unreachable');
  });

  it('says it is checking before the first answer', () => {
    renderStatus({ status: undefined, isError: false });
    expect(screen.getByRole('status')).toHaveTextContent('Checking service');
  });
});
