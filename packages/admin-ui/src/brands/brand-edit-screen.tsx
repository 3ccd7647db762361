import { Alert, HStack } from '@chakra-ui/react';
import { paths } from '@parley/api-contract';
import type { BrandInput, NewBrand } from '@parley/api-contract';
import {
  useCreateBrandMutation,
  useDeleteBrandFileMutation,
  useDeleteBrandMutation,
  useGetAdminBrandQuery,
  useSetDefaultBrandKeyMutation,
  useUpdateBrandMutation,
  useUploadBrandImageMutation,
} from '@parley/api-client/admin';
import {
  ButtonWithReason,
  describeServerError,
  discardingUnsavedChanges,
  LoadFailedState,
  LoadingState,
  notify,
} from '@parley/app-shell';
import { selectInstanceSettings } from '@parley/auth';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { ConsolePage } from '../console/console-page';
import { useActionReasons } from '../console/use-permissions';
import { BrandForm } from './brand-form';
import { BrandImages } from './brand-images';
import { brandButtonRules, brandMessages } from './brand-messages';
import { brandPaths } from './brand-paths';
import { brandFormValues, emptyBrandForm } from './brand-schema';

/**
 * `/admin/brand/new` and `/admin/brand/{brandKey}/edit` (admin-spec section 2): one screen for
 * both. A new brand, once created, opens on its edit page, where its images are added.
 */
export function BrandEditScreen() {
  const { brandKey } = useParams();
  return brandKey ? <EditBrand key={brandKey} brandKey={brandKey} /> : <NewBrandScreen />;
}

function NewBrandScreen() {
  const navigate = useNavigate();
  const { reasons } = useActionReasons(brandButtonRules);
  const { name } = useSelector(selectInstanceSettings);
  const [createBrand] = useCreateBrandMutation();
  const create = async (input: NewBrand | BrandInput) => {
    const brand = await createBrand(input as NewBrand).unwrap();
    notify.success(brandMessages.created);
    void navigate(brandPaths.edit(brand.brandKey), { replace: true });
  };
  return (
    <ConsolePage title={brandMessages.newTitle} description={brandMessages.newDescription}>
      <Alert.Root status="info" maxW="2xl">
        <Alert.Indicator />
        <Alert.Title>{brandMessages.imagesAfterCreate}</Alert.Title>
      </Alert.Root>
      <BrandForm
        initialValues={emptyBrandForm}
        onSubmit={create}
        onCancel={() => void navigate(brandPaths.list)}
        readOnlyReason={reasons.create}
        instanceName={name}
      />
    </ConsolePage>
  );
}

function EditBrand({ brandKey }: { brandKey: string }) {
  const navigate = useNavigate();
  const { reasons } = useActionReasons(brandButtonRules);
  const { name } = useSelector(selectInstanceSettings);
  const query = useGetAdminBrandQuery(brandKey);
  const [updateBrand] = useUpdateBrandMutation();
  const [deleteBrand] = useDeleteBrandMutation();
  const [uploadImage] = useUploadBrandImageMutation();
  const [deleteFile] = useDeleteBrandFileMutation();
  const [setDefault, defaultState] = useSetDefaultBrandKeyMutation();
  const brand = query.currentData;

  if (!brand) {
    return (
      <ConsolePage title={brandMessages.editTitle} description={brandMessages.editDescription}>
        {query.isError ? (
          <LoadFailedState
            title={brandMessages.loadFailed}
            error={query.error}
            onRetry={() => void query.refetch()}
            back={{ to: brandPaths.list, label: brandMessages.backToList }}
          />
        ) : (
          <LoadingState label="Loading the brand" />
        )}
      </ConsolePage>
    );
  }

  const fileUrl = (fileName: string) => paths.brands.file(brandKey, fileName);
  const optionalUrl = (fileName: string | null) => (fileName ? fileUrl(fileName) : undefined);
  const save = async (input: NewBrand | BrandInput) => {
    await updateBrand({ brandKey, input: input as BrandInput }).unwrap();
    notify.success(brandMessages.saved);
  };
  const remove = async () => {
    await deleteBrand(brandKey).unwrap();
    notify.success(brandMessages.deleted);
    void navigate(brandPaths.list, discardingUnsavedChanges);
  };
  const makeDefault = async () => {
    try {
      await setDefault({ defaultBrandKey: brandKey }).unwrap();
      notify.success(brandMessages.madeDefault(brandKey));
    } catch (error) {
      notify.error(brandMessages.defaultFailed, describeServerError(error).message);
    }
  };

  return (
    <ConsolePage
      title={`${brandMessages.editTitle}: ${brand.brandKey}`}
      description={brandMessages.editDescription}
      actions={
        brand.isInstanceDefault ? undefined : (
          <ButtonWithReason
            variant="outline"
            loading={defaultState.isLoading}
            disabledReason={reasons.makeDefault}
            onClick={() => void makeDefault()}
          >
            {brandMessages.makeDefault}
          </ButtonWithReason>
        )
      }
    >
      {brand.isInstanceDefault && (
        <HStack>
          <Alert.Root status="info" maxW="2xl">
            <Alert.Indicator />
            <Alert.Title>{brandMessages.isDefault}</Alert.Title>
          </Alert.Root>
        </HStack>
      )}
      <BrandForm
        initialValues={brandFormValues(brand)}
        onSubmit={save}
        onCancel={() => void navigate(brandPaths.list)}
        onDelete={remove}
        readOnlyReason={reasons.write}
        deleteReason={reasons.delete}
        instanceName={name}
        fileUrls={{
          logo: optionalUrl(brand.logoFileName),
          navigationLogo: optionalUrl(brand.navigationLogoFileName),
          splashScreenBackground: optionalUrl(brand.splashScreenBackgroundFileName),
        }}
        images={
          <BrandImages
            brand={brand}
            fileUrl={fileUrl}
            disabledReason={reasons.write}
            onUpload={async (slot, file) => {
              await uploadImage({ brandKey, slot, file, fileName: file.name }).unwrap();
            }}
            onRemove={async (fileName) => {
              await deleteFile({ brandKey, fileName }).unwrap();
            }}
          />
        }
      />
    </ConsolePage>
  );
}
