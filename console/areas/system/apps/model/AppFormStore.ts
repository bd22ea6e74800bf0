import { action, makeObservable } from 'mobx';
import { api } from '@shared/api';
import type { AppViewRow } from '@shared/api/modules/config/menuSchemas';
import { LOCALES } from '@shared/i18n/locales';
import { FormModel } from '../../../../app/model/FormModel';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

import { PictureUpload, type PictureUploader } from '../../common/model/PictureUpload';

/** Sends a file to the upload endpoint and answers where it is kept. */
export type LogoUploader = PictureUploader;

export interface AppFormValues {
  appCode: string;
  appName: string;
  /** The name per locale (blank: falls back to en_US, then to appName). */
  appNameI18n: Record<string, string>;
  appLogo: string;
  appCategory: string;
  appOrder: string;
  visible: '0' | '1';
  isMicro: '0' | '1';
  openType: 'SAME_TAB' | 'NEW_TAB';
  appPath: string;
  needProject: boolean;
}

const EMPTY: AppFormValues = {
  appCode: '',
  appName: '',
  appNameI18n: {},
  appLogo: '',
  appCategory: '',
  appOrder: '0',
  visible: '1',
  isMicro: '1',
  openType: 'SAME_TAB',
  appPath: '',
  needProject: false,
};

const valuesOf = (app: AppViewRow): AppFormValues => ({
  appCode: app.appCode,
  appName: app.appName,
  appNameI18n: { ...app.appNameI18n },
  appLogo: app.appLogo,
  appCategory: app.appCategory,
  appOrder: String(app.appOrder),
  visible: app.visible === '0' ? '0' : '1',
  isMicro: app.isMicro === '0' ? '0' : '1',
  openType: app.openType === 'NEW_TAB' ? 'NEW_TAB' : 'SAME_TAB',
  appPath: app.appPath,
  needProject: app.needProject,
});

/** Adding or editing one app of the catalogue: every navigation field, its name per language and its logo. */
export class AppFormStore {
  readonly form: FormModel<AppFormValues>;
  readonly locales = LOCALES;
  readonly logo: PictureUpload<AppFormValues, 'appLogo'>;

  constructor(
    private readonly deps: ModelDeps,
    /** The app being edited; undefined when adding. */
    readonly app: AppViewRow | undefined,
    upload: LogoUploader,
  ) {
    this.form = new FormModel(deps, app ? valuesOf(app) : EMPTY, 'menus');
    this.logo = new PictureUpload(this.form, 'appLogo', upload);
    makeObservable(this, { setName: action });
  }

  /** Sets the name of one language. */
  setName(locale: string, text: string) {
    this.form.set('appNameI18n', { ...this.form.values.appNameI18n, [locale]: text });
  }

  get isUploading() {
    return this.logo.isUploading;
  }

  /** Uploads a logo file; its address becomes the app's logo, a failure shows under the logo field. */
  uploadLogo(file: File) {
    return this.logo.choose(file);
  }

  /** Checks the required fields, then adds or edits; true when the server took it. */
  save(): Promise<boolean> {
    const v = this.form.values;
    const problems = [
      ...(v.appCode.trim() ? [] : [{ field: 'appCode', key: 'form.appCodeRequired' }]),
      ...(v.appName.trim() ? [] : [{ field: 'appName', key: 'form.appNameRequired' }]),
      ...(/^\d{1,4}$/.test(v.appOrder.trim()) ? [] : [{ field: 'appOrder', key: 'form.orderNumber' }]),
    ];
    const body = { ...v, appOrder: Number(v.appOrder.trim()) };
    const { client } = this.deps;
    return this.form.submit(
      () =>
        this.app
          ? client.call(api.config.appEdit, { body: { ...body, appId: this.app.appId } }, { silent: true })
          : client.call(api.config.appAdd, { body }, { silent: true }),
      problems,
    );
  }
}
