/** Public face of the form runtime. */
export { FormRuntime } from './FormRuntime';
export type { FormRuntimeProps, FormRuntimeHandle } from './FormRuntime';
export { mountForm } from './mountForm';
export type { MountedForm } from './mountForm';
export type { FormDataSource, PickerOption, PickerPage, PickerQuery, UploadRequest } from './dataSource';
export { createConsoleDataSource } from './consoleDataSource';
export type { ConsoleDataSourceOptions, ApiCall } from './consoleDataSource';
