import { Container, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { DEFAULT_PRODUCT_NAME } from '@parley/api-contract';
import { useDocumentTitle } from '@parley/theme-brands';
import { adminTestIds } from '../test-ids';
import { AdminSectionCard } from './admin-section-card';

/** The console's two menu sections (admin-spec section 2). */
const sections = [
  {
    title: 'Manage Agents',
    description: 'Agents, file libraries, connections and report moderation.',
  },
  {
    title: 'Administration',
    description:
      'Brands, guidelines, chat access policies, user roles, users, audit logs and settings.',
  },
];

/** `/admin`: the console's entry (admin-spec section 2, Dashboard). */
export function AdminDashboardScreen() {
  useDocumentTitle('Dashboard', DEFAULT_PRODUCT_NAME);
  return (
    <Container as="main" maxW="4xl" py="10" data-testid={adminTestIds.dashboard}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {sections.map((section) => (
            <AdminSectionCard key={section.title} {...section} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
