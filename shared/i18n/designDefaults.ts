import { FLOW_AND_PRODUCT_DEFAULT_TEXTS, FORM_DEFAULT_TEXTS } from './designDefaultTexts';
import { defaultsMatcher } from './defaultsMatcher';

export type { DesignDefault } from './defaultsMatcher';

/** Every design-time default: the form and flow designers' and the product's name. */
export const { designDefaultOf, designText } = defaultsMatcher({
  ...FORM_DEFAULT_TEXTS,
  ...FLOW_AND_PRODUCT_DEFAULT_TEXTS,
});
