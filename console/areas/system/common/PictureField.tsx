import { Button, FileInput } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';

/** A picture field (a tenant's logo, a user's avatar): the current picture, a file chooser that uploads, and clear. */
export const PictureField = observer(function PictureField({
  label,
  inputId,
  value,
  error,
  isUploading,
  onChoose,
  onClear,
}: {
  label: string;
  inputId: string;
  value: string;
  error?: string;
  isUploading: boolean;
  onChoose(file: File): void;
  onClear(): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Field label={label} error={error} inputId={inputId}>
      <div className="picture-field">
        {value && <img className="picture-field-preview" src={value} alt={label} width={40} height={40} />}
        <FileInput
          fill
          inputProps={{ id: inputId, accept: 'image/*' }}
          text={value ? t('ui.pictureChosen') : t('ui.pictureChoose')}
          buttonText={t('ui.browse')}
          disabled={isUploading}
          onInputChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) onChoose(file);
          }}
        />
        {value && (
          <Button
            variant="minimal"
            icon="cross"
            aria-label={t('ui.pictureClear', { name: label })}
            onClick={onClear}
          />
        )}
      </div>
    </Field>
  );
});
