import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { api } from '@shared/api';
import type { ChannelViewRow, ProviderAnswerData } from '@shared/api/modules/messaging/channelSchemas';
import { ADDRESS_OF, isChannelKind } from '@shared/messaging/channelKinds';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

export interface ChannelTestValues {
  address: string;
  subject: string;
  body: string;
}

/**
 * "Send a test" of one channel: where to (a mail address, a phone number or an open id; a robot posts to its
 * group), what to send, and the provider's real answer — ok or failed, with what it said.
 */
export class ChannelTestStore {
  values: ChannelTestValues;
  answer: ProviderAnswerData | undefined = undefined;
  /** The request itself was refused (no such channel, no permission): the message, shown in the dialog. */
  refusal = '';
  isBusy = false;

  constructor(
    private readonly deps: ModelDeps,
    readonly channel: Pick<ChannelViewRow, 'channelId' | 'channelName' | 'kind'>,
  ) {
    this.values = {
      address: '',
      subject: deps.t('messaging:ui.test.defaultSubject'),
      body: deps.t('messaging:ui.test.defaultBody', { name: channel.channelName }),
    };
    makeObservable(this, {
      values: observableRef,
      answer: observableRef,
      refusal: observable,
      isBusy: observable,
      addressKind: computed,
      set: action,
      send: action,
    });
  }

  /** What the address is for this channel's kind; 'none' for a robot, which needs none. */
  get addressKind() {
    return isChannelKind(this.channel.kind) ? ADDRESS_OF[this.channel.kind] : 'none';
  }

  set<K extends keyof ChannelTestValues>(key: K, value: string) {
    this.values = { ...this.values, [key]: value };
  }

  /** Sends now; the answer (ok or failed) replaces the previous one. */
  async send() {
    this.isBusy = true;
    this.answer = undefined;
    this.refusal = '';
    const { address, subject, body } = this.values;
    try {
      const answer = await this.deps.client.call(
        api.messaging.channelTest,
        {
          body: {
            channelId: this.channel.channelId,
            ...(this.addressKind !== 'none' && address.trim() ? { address: address.trim() } : {}),
            ...(subject.trim() ? { subject } : {}),
            ...(body.trim() ? { body } : {}),
          },
        },
        { silent: true },
      );
      runInAction(() => (this.answer = answer));
    } catch (error) {
      runInAction(() => (this.refusal = error instanceof Error ? error.message : String(error)));
    } finally {
      runInAction(() => (this.isBusy = false));
    }
  }
}
