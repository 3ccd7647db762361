import { Badge } from '@chakra-ui/react';
import type { HealthStatus } from '@parley/api-contract';
import { chatTestIds } from '../test-ids';

export interface ServiceStatusProps {
  /** The server's last reported state; undefined while the first answer is awaited. */
  status: HealthStatus | undefined;
  /** True when the server could not be reached or answered outside the contract. */
  isError: boolean;
}

const looks = {
  ok: { label: 'Service online', palette: 'green' },
  initializing: { label: 'Service initializing', palette: 'orange' },
  unreachable: { label: 'Service unreachable', palette: 'red' },
  checking: { label: 'Checking service', palette: 'gray' },
} as const;

/** A badge telling whether the API server answers, shown where the product reports its health. */
export function ServiceStatus({ status, isError }: ServiceStatusProps) {
  const look = looks[isError ? 'unreachable' : (status ?? 'checking')];
  return (
    <Badge colorPalette={look.palette} data-testid={chatTestIds.serviceStatus} role="status">
      {look.label}
    </Badge>
  );
}
