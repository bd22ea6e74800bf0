import { api } from '@shared/api';
import type { ChannelEntryViewRow } from '@shared/api/modules/messaging/channelSchemas';
import { entryRolesOf, type ChannelEntryRole } from '@shared/messaging/channelKinds';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

/** The form field of each role's choice. */
export const CHOICE_FIELD = { sign: 'signId', template: 'vendorTemplateId' } as const;

/**
 * The signs and vendor templates a send task may pick from (console spec §2.3 "SMS (account, sign, template)"):
 * those of the chosen SMS or voice channel, loaded when the channel changes. An empty choice sends with the
 * channel's default, named in the first option.
 */
export class VendorChoices {
  readonly entries = new Loader<ChannelEntryViewRow[]>([]);

  constructor(private readonly deps: Pick<ModelDeps, 'client' | 't'>) {}

  /** Loads the entries of `channelId` when its kind keeps any, else forgets them. */
  async loadFor(kind: string, channelId: string) {
    if (!channelId || entryRolesOf(kind).length === 0) return this.entries.set([]);
    await this.entries.load(() =>
      this.deps.client.call(api.messaging.channelEntryList, { body: { channelId } }, { silent: true }),
    );
  }

  /** The roles to choose for `kind` with their options, the channel default first. */
  choicesOf(kind: string): { role: ChannelEntryRole; options: { value: string; label: string }[] }[] {
    const rows = this.entries.value ?? [];
    return entryRolesOf(kind).map((role) => {
      const mine = rows.filter((e) => e.role === role);
      const fallback = mine.find((e) => e.isDefault);
      return {
        role,
        options: [
          ...(fallback
            ? [{ value: '', label: this.deps.t('messaging:ui.task.channelDefault', { name: fallback.name }) }]
            : []),
          ...mine.map((e) => ({
            value: e.entryId,
            label: e.name === e.code ? e.code : `${e.name} (${e.code})`,
          })),
        ],
      };
    });
  }
}
