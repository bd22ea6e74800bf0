import { action, makeObservable, observable } from 'mobx';
import { api } from '@shared/api';
import type { ApiClient } from '@shared/api/client';
import { APP_NAME_KEY, FAVICON_KEY } from '@shared/api/modules/config/propertyRules';
import { designDefaultOf } from '@shared/i18n/designDefaults';

const PRODUCT_NAME_KEY = 'console:appName';

/**
 * The product's name, one for the sign-in page, the header and the browser title: the configured VUE_APP_NAME
 * of the properties, else the translated product name. Held by the shell, so a language switch (which re-renders
 * every page) keeps the configured name; `load` reads the properties again after they changed.
 */
export class ProductNameStore {
  configured: string | undefined = undefined;
  favicon: string | undefined = undefined;
  private loading: Promise<void> | undefined;

  constructor(private readonly client: () => ApiClient) {
    makeObservable(this, { configured: observable, favicon: observable, set: action });
  }

  /**
   * The name in the reader's language: a name the tenant configured as configured; none, or the product's own name
   * as seeded (in whichever language), is `productName` (translated).
   */
  nameOr(productName: string): string {
    const configured = this.configured?.trim() ?? '';
    return !configured || designDefaultOf(configured)?.key === PRODUCT_NAME_KEY ? productName : configured;
  }

  /** Reads the properties once (failures leave the translated name, console spec §8); `force` reads them again. */
  load(force = false): Promise<void> {
    if (this.loading && !force) return this.loading;
    this.loading = this.client()
      .call(api.system.propertiesLoad, undefined, { silent: true })
      .then((rows) =>
        this.set(
          rows.find((r) => r.attrCode === APP_NAME_KEY)?.attrValue,
          rows.find((r) => r.attrCode === FAVICON_KEY)?.attrValue,
        ),
      )
      .catch(() => undefined);
    return this.loading;
  }

  set(configured: string | undefined, favicon: string | undefined) {
    this.configured = configured;
    this.favicon = favicon;
  }
}
