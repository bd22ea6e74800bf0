import { useEffect } from 'react';

/** Moves the keyboard focus to the input of the field a form model asks for (`model.focus`). */
export const useFocusField = (
  focus: { field: string; seq: number } | undefined,
  inputIdOf: (field: string) => string,
) => {
  useEffect(() => {
    if (focus) document.getElementById(inputIdOf(focus.field))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);
};
