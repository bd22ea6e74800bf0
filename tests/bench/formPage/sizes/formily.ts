/** What a page needs to render a formily form: the core and the React bindings. */
export { createForm } from '@formily/core';
export { Field, FormProvider, connect, mapProps } from '@formily/react';
