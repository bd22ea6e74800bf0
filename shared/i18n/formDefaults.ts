import { FORM_DEFAULT_TEXTS } from './designDefaultTexts';
import { defaultsMatcher } from './defaultsMatcher';

/**
 * The form designer's defaults only (placeholders, option and tab names, the required message): what a form can
 * carry. The form runtime, which ships on its own, takes in no other design texts.
 */
export const { designText: formDesignText } = defaultsMatcher(FORM_DEFAULT_TEXTS);
