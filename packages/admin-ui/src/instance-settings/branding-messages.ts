/** The branding tab's words (issue 17), for the screen, its tests and the journeys. */
export const brandingMessages = {
  tab: 'Branding',
  form: 'Branding',
  name: 'Application name',
  nameHelp: 'What users read in page titles and the about drawer, unless their brand has a name.',
  organizationName: 'Organisation name',
  organizationNameHelp: 'The organisation that runs this instance.',
  defaultBrand: 'Default brand',
  defaultBrandHelp: 'The brand of visits on no brand’s own host name.',
  showFooter: 'Show the footer',
  showFooterHelp:
    'The chat shows its footer (logo, “Powered by”) below the conversation, except on phones.',
  allowConnections: 'Allow connections',
  allowConnectionsHelp: 'Administrators can manage connections to other systems.',
} as const;
