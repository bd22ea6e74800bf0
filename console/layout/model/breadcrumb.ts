/** Breadcrumb items: an app and its menu group often share a name, so a name that repeats the one before is dropped. */
export const breadcrumbItems = (trail: readonly string[], title: string): string[] =>
  [...trail, title].filter((text, index, all) => index === 0 || text !== all[index - 1]);
