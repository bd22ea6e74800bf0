/** SMS through the generic signed JSON API (see signedApi.ts): sign name, template code and the variables. */
import { text } from '../answers';
import type { ChannelProvider } from '../types';
import { isPhoneNumber, postSigned } from './signedApi';

export const httpSmsProvider: ChannelProvider = {
  kind: 'sms',
  vendor: 'httpSms',
  validate: () => [],
  validateAddress: (address) => (isPhoneNumber(address) ? [] : ['address.phone']),
  send: (config, message, deps) =>
    postSigned(
      config,
      {
        phoneNumbers: message.address.replace(/[\s-]/g, ''),
        signName: message.signName || text(config.settings.signName),
        templateCode: message.templateCode || text(config.settings.templateCode),
        templateParam: message.variables,
        outId: message.messageId,
      },
      deps,
    ),
};
