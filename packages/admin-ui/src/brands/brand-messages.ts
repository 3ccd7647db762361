import { actions, brandFieldLabels, imageFileMessages, limits } from '@parley/api-contract';
import type { ActionRule } from '../console/use-permissions';

/** What a brand image may be (the server checks the content again). */
export const brandImageRule = { what: 'a brand image', maxBytes: limits.brandImageMaxBytes };

/** The words of the brand screens (admin-spec sections 2 and 3, "Brands"). */
export const brandMessages = {
  listTitle: 'Brands',
  listDescription:
    'Each brand has its colours, logos and login page. A visit gets the brand whose host names hold its address, and the default brand otherwise.',
  newBrand: 'New Brand',
  newTitle: 'New Brand',
  newDescription: 'Choose its key, colours and login page; add its images once it is created.',
  editTitle: 'Edit Brand',
  editDescription: 'Colours, login page, images and host names of the brand.',
  loadFailed: 'The brand could not be loaded',
  listLoadFailed: 'The brands could not be loaded',
  backToList: 'Back to brands',
  created: 'Brand created',
  saved: 'Brand saved',
  deleted: 'Brand deleted',
  saveFailed: 'The brand could not be saved',
  deleteFailed: 'The brand could not be deleted',
  deleteBrand: 'Delete Brand',
  deleteHeading: 'Delete this brand?',
  defaultBadge: 'Default',
  makeDefault: 'Make default brand',
  madeDefault: (brandKey: string) => `"${brandKey}" is now the default brand`,
  defaultFailed: 'The default brand could not be changed',
  isDefault: 'This is the default brand: visits on any other host name get it.',
  noHosts: 'No host names',
  columns: { brand: 'Brand', name: 'Name', hostNames: 'Host names', colours: 'Colours' },
  identityHeading: 'Brand',
  coloursHeading: 'Colours',
  loginHeading: 'Login page',
  imagesHeading: 'Images',
  previewHeading: 'Preview',
  previewLogin: 'Login page',
  previewChat: 'Chat layout',
  previewChatButton: 'New chat',
  previewMenuItem: 'Conversations',
  previewUnavailable: 'The preview shows once every colour is written #RRGGBB.',
  imagesAfterCreate: 'Images can be added once the brand is created.',
  labels: {
    ...brandFieldLabels,
    useGradientButtons: 'Gradient buttons',
    useLoginBackgroundImg: 'Use the login background image',
    loginAlignment: 'Login form position',
  },
  brandKeyHelp: 'Lower-case letters, digits and hyphens; it cannot change later.',
  nameHelp: 'Shown in page titles; empty: the instance name.',
  hostNamesHelp:
    'One per line, for example chat.example.com: a visit to the chat or the console on one of these gets this brand.',
  colourHelp: 'Written #RRGGBB.',
  pickColour: (label: string) => `Pick the ${label.toLowerCase()}`,
  alignment: { Left: 'Left', Center: 'Center', Right: 'Right' },
  imageRules: imageFileMessages(brandImageRule).rules,
  chooseImage: (label: string) => `Choose a new ${label.toLowerCase()}`,
  currentImage: (label: string) => `Current ${label.toLowerCase()}`,
  upload: 'Upload',
  uploaded: (label: string) => `${label} uploaded`,
  uploadFailed: (label: string) => `The ${label.toLowerCase()} could not be uploaded`,
  remove: 'Remove',
  removeHeading: (label: string) => `Remove the ${label.toLowerCase()}?`,
  removed: (label: string) => `${label} removed`,
  colourFormat: 'Write the colour as #RRGGBB, for example #0B6E4F.',
} as const;

/** Who may use the brand screens' buttons (`useActionReasons`). */
export const brandButtonRules = {
  create: { anyOf: actions.BrandsCreate, to: 'create brands' },
  write: { anyOf: actions.BrandsWrite, to: 'change brands' },
  delete: { anyOf: actions.BrandsWrite, to: 'delete brands' },
  /** The default brand is an instance setting: the server asks InstanceSettingsWrite for it. */
  makeDefault: { anyOf: actions.InstanceSettingsWrite, to: 'choose the default brand' },
} as const satisfies Record<string, ActionRule>;
