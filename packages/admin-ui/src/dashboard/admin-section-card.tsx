import { Card } from '@chakra-ui/react';

export interface AdminSectionCardProps {
  title: string;
  description: string;
}

/** One area of the console, as the dashboard lists it. */
export function AdminSectionCard({ title, description }: AdminSectionCardProps) {
  return (
    <Card.Root as="section" aria-label={title} size="sm">
      <Card.Body gap="1">
        <Card.Title as="h2">{title}</Card.Title>
        <Card.Description>{description}</Card.Description>
      </Card.Body>
    </Card.Root>
  );
}
