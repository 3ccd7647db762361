/** Test ids of admin-ui, for the places no role or label reaches (STYLE: kebab-case, package prefix). */
export const adminTestIds = {} as const;
