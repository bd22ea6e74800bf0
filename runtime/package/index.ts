/**
 * Public face of the published package (@digital-portal/form-runtime): the React component, `mountForm` for hosts
 * that do not use React, and their types. The console's data source stays inside this repository.
 */
export { FormRuntime } from '../FormRuntime';
export type { FormRuntimeProps, FormRuntimeHandle } from '../FormRuntime';
export { mountForm } from '../mountForm';
export type { MountedForm } from '../mountForm';
export type { FormDataSource, UploadRequest } from '../dataSource';
export type { FieldError, FormControl, FormDocument } from '@shared/form';
