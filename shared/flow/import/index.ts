export { importFlow } from './importFlow';
export type {
  ImportOptions,
  ImportReport,
  ImportResult,
  ImportSource,
  ImportWarning,
  ReportLine,
} from './importTypes';
export { importFieldCatalogue, isFieldCatalogue } from './fieldCatalogue';
export type { CatalogueField, FieldCatalogueResult, FieldOption } from './fieldCatalogue';
