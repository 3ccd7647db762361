import { Badge, Box, HStack, Link, Table, Text } from '@chakra-ui/react';
import { useListAdminBrandsQuery } from '@parley/api-client/admin';
import { ButtonWithReason, LoadFailedState, LoadingState } from '@parley/app-shell';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import { brandButtonRules, brandMessages } from './brand-messages';
import { brandPaths } from './brand-paths';

/** `/admin/brand` (admin-spec section 2): every brand, its host names and colours, the default marked. */
export function BrandListScreen() {
  const navigate = useNavigate();
  const { reasons } = useActionReasons(brandButtonRules);
  const query = useListAdminBrandsQuery();
  const brands = query.currentData?.items;

  return (
    <ConsolePage
      title={brandMessages.listTitle}
      description={brandMessages.listDescription}
      actions={
        <ButtonWithReason
          colorPalette="brand"
          disabledReason={reasons.create}
          onClick={() => void navigate(brandPaths.new)}
        >
          {brandMessages.newBrand}
        </ButtonWithReason>
      }
    >
      {!brands ? (
        query.isError ? (
          <LoadFailedState
            title={brandMessages.listLoadFailed}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <LoadingState label="Loading the brands" />
        )
      ) : (
        <Table.Root aria-label={brandMessages.listTitle} interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{brandMessages.columns.brand}</Table.ColumnHeader>
              <Table.ColumnHeader>{brandMessages.columns.name}</Table.ColumnHeader>
              <Table.ColumnHeader>{brandMessages.columns.hostNames}</Table.ColumnHeader>
              <Table.ColumnHeader>{brandMessages.columns.colours}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {brands.map((brand) => (
              <Table.Row key={brand.brandKey}>
                <Table.Cell>
                  <HStack gap="2">
                    <Link asChild fontWeight="semibold">
                      <RouterLink to={brandPaths.edit(brand.brandKey)}>{brand.brandKey}</RouterLink>
                    </Link>
                    {brand.isInstanceDefault && (
                      <Badge colorPalette="brand">{brandMessages.defaultBadge}</Badge>
                    )}
                  </HStack>
                </Table.Cell>
                <Table.Cell>{brand.name ?? ''}</Table.Cell>
                <Table.Cell>
                  {brand.hostNames.length > 0 ? (
                    brand.hostNames.join(', ')
                  ) : (
                    <Text color="fg.muted">{brandMessages.noHosts}</Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1" role="img" aria-label={`${brand.primary} on ${brand.menu}`}>
                    <Box w="5" h="5" rounded="sm" bg={brand.primary} borderWidth="1px" />
                    <Box w="5" h="5" rounded="sm" bg={brand.menu} borderWidth="1px" />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </ConsolePage>
  );
}
