import { paths } from '@parley/api-contract';
import { useGetBrandThemeQuery } from '@parley/api-client';
import { selectInstanceSettings } from '@parley/auth';
import { HealthGate, NavigationProgress, useFavicon } from '@parley/chat-ui';
import { Outlet, useNavigation } from 'react-router';
import { useAppSelector } from './store';

/** The root route: the navigation progress bar, the brand's favicon and the health gate. */
export function AppRoot() {
  const navigation = useNavigation();
  const { defaultBrandKey } = useAppSelector(selectInstanceSettings);
  const { data } = useGetBrandThemeQuery(defaultBrandKey, { skip: !defaultBrandKey });
  const logo = data?.brand.logoFileName;
  useFavicon(logo ? paths.brands.file(defaultBrandKey, logo) : undefined);

  return (
    <>
      <NavigationProgress active={navigation.state !== 'idle'} />
      <HealthGate>
        <Outlet />
      </HealthGate>
    </>
  );
}
