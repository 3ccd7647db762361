/**
 * The addresses of a console resource's list, new and edit pages, relative to the console's
 * basename (/admin): `resourcePaths('/userRole').edit(id)` is `/userRole/{id}/edit`.
 */
export function resourcePaths<List extends string>(list: List) {
  return {
    list,
    new: `${list}/new`,
    edit: (id: string) => `${list}/${encodeURIComponent(id)}/edit`,
  } as const;
}
