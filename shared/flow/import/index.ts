export { importFlow } from './importFlow';
export type { ImportOptions, ImportResult, ImportSource, ImportWarning } from './importTypes';
export { importFieldCatalogue, isFieldCatalogue } from './fieldCatalogue';
export type { CatalogueField, FieldCatalogueResult, FieldOption } from './fieldCatalogue';
