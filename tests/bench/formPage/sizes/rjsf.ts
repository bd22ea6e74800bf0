/** What a page needs to render an rjsf form: the core with its default theme, and the ajv8 validator. */
export { default as Form } from '@rjsf/core';
export { default as validator } from '@rjsf/validator-ajv8';
