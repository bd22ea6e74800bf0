/** Voice calls through the generic signed JSON API (see ../sms/signedApi.ts): the template read out with variables. */
import { text } from '../answers';
import { isPhoneNumber, postSigned } from '../sms/signedApi';
import type { ChannelProvider } from '../types';

export const httpVoiceProvider: ChannelProvider = {
  kind: 'voice',
  vendor: 'httpVoice',
  validate: () => [],
  validateAddress: (address) => (isPhoneNumber(address) ? [] : ['address.phone']),
  send: (config, message, deps) =>
    postSigned(
      config,
      {
        calledNumber: message.address.replace(/[\s-]/g, ''),
        templateCode: message.templateCode || text(config.settings.templateCode),
        templateParam: message.variables,
        outId: message.messageId,
      },
      deps,
    ),
};
