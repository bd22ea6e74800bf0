import type { Static } from '@sinclair/typebox';
import { api } from '@shared/api';
import type { MerchantAuthView } from '@shared/api/modules/identity/merchant';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

export type PersonalAuthRow = Static<typeof MerchantAuthView>;

/** The signed-in user's own tenant authorisations: undefined while they load, empty after a failure. */
export class PersonalAuthStore {
  readonly rows = new Loader<PersonalAuthRow[]>([]);

  constructor(private readonly deps: ModelDeps) {}

  load() {
    return this.rows.load(() => this.deps.client.call(api.identity.personalAuth));
  }
}
