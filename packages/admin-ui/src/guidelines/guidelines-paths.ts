import { resourcePaths } from '../console/console-paths';

const documents = resourcePaths('/guidelines');

/** The guidelines screens' addresses, relative to the console's basename (/admin). */
export const guidelinesConsolePaths = {
  ...documents,
  /** A new document starting from a template (the template chosen in its form). */
  newFromTemplate: (guidelinesTemplateId: string) =>
    `${documents.new}?templateId=${encodeURIComponent(guidelinesTemplateId)}`,
  templates: '/guidelines/templates',
  newTemplate: '/guidelines/template/new',
  editTemplate: (guidelinesTemplateId: string) =>
    `/guidelines/template/${encodeURIComponent(guidelinesTemplateId)}/edit`,
} as const;
