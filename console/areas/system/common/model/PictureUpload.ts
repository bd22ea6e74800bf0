import { action, makeObservable, observable } from 'mobx';
import type { FormModel } from '../../../../app/model/FormModel';

/** Sends a file to the upload endpoint and answers where it is kept. */
export type PictureUploader = (file: File) => Promise<{ url: string }>;

/**
 * One picture field of a form (an app's logo, a tenant's logo, a user's avatar): a chosen file is uploaded through
 * the file centre's upload and its address becomes the field's value; a failure shows under the field.
 */
export class PictureUpload<V extends object, K extends keyof V & string> {
  isUploading = false;

  constructor(
    private readonly form: FormModel<V>,
    private readonly field: K,
    private readonly upload: PictureUploader,
  ) {
    makeObservable<PictureUpload<V, K>, 'setUploading'>(this, {
      isUploading: observable,
      setUploading: action,
    });
  }

  private setUploading(isUploading: boolean) {
    this.isUploading = isUploading;
  }

  async choose(file: File) {
    this.setUploading(true);
    try {
      const stored = await this.upload(file);
      this.form.set(this.field, stored.url as V[K]);
    } catch (error) {
      this.form.showFieldError(this.field, error instanceof Error ? error.message : String(error));
    } finally {
      this.setUploading(false);
    }
  }
}
