import { actions, guidelinesLimits } from '@parley/api-contract';
import { formActionsMessages } from '@parley/app-shell';
import { menuItemTitle } from '../console/console-messages';
import type { ActionRule } from '../console/use-permissions';

const GUIDELINES_MENU_PATH = '/admin/guidelines';

/** The words the guidelines screens show, in one place for the screens, their tests and journeys. */
export const guidelinesConsoleMessages = {
  menuPath: GUIDELINES_MENU_PATH,
  /** The menu item's title: the list's heading says what the menu said. */
  listTitle: menuItemTitle(GUIDELINES_MENU_PATH),
  listDescription:
    'Documents an agent shows before chatting. When one requires consent, users accept it first, and again after every change.',
  listLabel: 'Guidelines documents',
  listEmpty: 'No guidelines documents yet.',
  listLoadFailed: 'The guidelines documents could not be loaded',
  newDocument: 'New document',
  newFromTemplate: 'New from template',
  noTemplates: 'No templates yet',
  templatesLoading: 'Loading templates',
  templatesLink: 'Templates',
  columnTitle: 'Title',
  columnConsent: 'Consent required',
  columnSections: 'Sections',
  columnVersion: 'Version',
  columnAgents: 'Used by',
  columnUpdated: 'Updated',
  yes: 'Yes',
  no: 'No',
  noAgents: 'No agent',
  unnamedAgent: 'Unnamed agent',

  newTitle: 'New guidelines document',
  newDescription: 'Its title and whether users must accept it; sections are added next.',
  editTitle: 'Edit guidelines document',
  editDescription: 'What users read before chatting with the agents that use it.',
  documentForm: 'Guidelines document',
  titleLabel: 'Title',
  titleHelp: `At most ${guidelinesLimits.titleMaxLength} characters.`,
  requireConsentLabel: 'Users must accept it before chatting',
  requireConsentHelp:
    'Every change to the document makes a new version, which users accept again before their next question.',
  templateLabel: 'Start from a template',
  noTemplate: 'No template: start with no sections',
  templateHelp: (sections: number) =>
    `Its ${sections === 1 ? 'section is' : `${sections} sections are`} copied into the new document; the template stays as it is.`,
  version: (version: number) => `Version ${version}`,
  updated: 'Updated',
  usedBy: 'Used by',
  usedByNone: 'No agent uses this document yet.',
  created: 'Document created',
  saved: 'Document saved',
  deleted: 'Document deleted',
  saveFailed: 'The document could not be saved',
  deleteDocument: 'Delete document',
  deleteHeading: 'Delete this guidelines document?',
  deleteFailed: 'The document could not be deleted',
  inUseReason: (agents: number) =>
    `${agents === 1 ? 'An agent uses' : `${agents} agents use`} this document: choose another one for ${agents === 1 ? 'it' : 'them'} first.`,
  loadFailed: 'The document could not be loaded',
  backToList: 'Back to the guidelines',

  sectionsHeading: 'Sections',
  sectionsHelp: 'Users read the sections in this order.',
  sectionsCount: (count: number) => `${count} of ${guidelinesLimits.sectionsMax}`,
  sectionsLabel: 'Sections in order',
  noSections: 'No sections yet: add the first one.',
  addSection: 'Add section',
  sectionsFull: `A document holds at most ${guidelinesLimits.sectionsMax} sections.`,
  newSectionHeading: 'New section',
  editSectionHeading: (title: string) => `Edit “${title}”`,
  sectionTitleLabel: 'Section title',
  sectionContentLabel: 'Text',
  sectionContentHelp: `Markdown: **bold**, _italic_, lists and links. At most ${guidelinesLimits.sectionContentMaxLength.toLocaleString('en-GB')} characters.`,
  edit: 'Edit',
  editSection: (title: string) => `Edit “${title}”`,
  moveUp: 'Move up',
  /** Each button's name starts with its visible words, then says which section it moves. */
  moveUpSection: (title: string) => `Move up “${title}”`,
  moveDown: 'Move down',
  moveDownSection: (title: string) => `Move down “${title}”`,
  delete: 'Delete',
  deleteSection: (title: string) => `Delete “${title}”`,
  deleteSectionHeading: 'Delete this section?',
  sectionAdded: 'Section added',
  sectionSaved: 'Section saved',
  sectionDeleted: 'Section deleted',
  sectionSaveFailed: 'The section could not be saved',
  sectionChangeFailed: 'The sections could not be changed',
  /** Said to screen readers after a move, the focus staying on the moved section's button. */
  moved: (title: string, position: number, count: number) =>
    `“${title}” moved to position ${position} of ${count}.`,

  templatesTitle: 'Guidelines templates',
  templatesDescription:
    'Starting points for new documents: a template is copied into a document, never linked to it.',
  templatesLabel: 'Guidelines templates',
  templatesEmpty: 'No templates yet.',
  templatesLoadFailed: 'The templates could not be loaded',
  newTemplate: 'New template',
  backToDocuments: 'Guidelines documents',
  columnName: 'Name',
  columnDescription: 'Description',
  newTemplateTitle: 'New guidelines template',
  editTemplateTitle: 'Edit guidelines template',
  templateDescriptionLine: 'Its name, what it is for, and the sections documents start with.',
  templateForm: 'Guidelines template',
  templateNameLabel: 'Name',
  templateDescriptionLabel: 'Description',
  templateSectionsHeading: 'Sections',
  templateSection: (position: number) => `Section ${position}`,
  templateNoSections: 'No sections yet.',
  removeSection: (position: number) => `Remove section ${position}`,
  remove: 'Remove',
  moveTemplateSectionUp: (position: number) => `Move up section ${position}`,
  moveTemplateSectionDown: (position: number) => `Move down section ${position}`,
  templateCreated: 'Template created',
  templateSaved: 'Template saved',
  templateDeleted: 'Template deleted',
  templateSaveFailed: 'The template could not be saved',
  templateDeleteFailed: 'The template could not be deleted',
  deleteTemplate: 'Delete template',
  deleteTemplateHeading: 'Delete this template?',
  templateLoadFailed: 'The template could not be loaded',
  backToTemplates: 'Back to the templates',

  save: formActionsMessages.save,
  cancel: formActionsMessages.cancel,
} as const;

/** The guidelines screens' buttons and the actions they need, for `useActionReasons`. */
export const guidelinesButtonRules = {
  create: { anyOf: actions.GuidelinesDocumentsCreate, to: 'create guidelines documents' },
  write: { anyOf: actions.GuidelinesDocumentsWrite, to: 'change guidelines documents' },
  delete: { anyOf: actions.GuidelinesDocumentsWrite, to: 'delete guidelines documents' },
  createTemplate: { anyOf: actions.GuidelinesDocumentsCreate, to: 'create templates' },
  writeTemplate: { anyOf: actions.GuidelinesDocumentsWrite, to: 'change templates' },
} as const satisfies Record<string, ActionRule>;
