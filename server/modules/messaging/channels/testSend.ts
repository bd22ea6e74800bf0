/**
 * "Send a test" (console spec §2.3): one message through the channel now, answered with the provider's real answer
 * (the SMTP reply, the vendor's HTTP answer) or why it could not be sent, in the caller's language. A failed send
 * is an answer (`ok: false`), not an error; only a bad address or an unknown channel is refused.
 */
import { performance } from 'node:perf_hooks';
import type { TFunction } from 'i18next';
import type { AppDeps, SessionContext } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { generateId } from '../../../ids';
import { outboundProviderDeps } from '../providers/outboundDeps';
import { providerOf } from '../providers/registry';
import { channelFieldError, channelRule } from './errors';
import { loadChannel } from './loadChannel';

export interface TestSendInput {
  channelId: string;
  address?: string;
  subject?: string;
  body?: string;
}

export const testChannel = async (
  deps: AppDeps,
  session: SessionContext,
  t: TFunction,
  input: TestSendInput,
) => {
  const channel = await loadChannel(
    deps.db,
    session.merchantId,
    input.channelId,
    deps.config.messageSecretKey,
  );
  if (!channel) throw notFound();
  const { row, config } = channel;
  const provider = providerOf(row.kind, row.vendor);
  if (!provider) throw channelRule('channel.noProvider', { vendor: row.vendor });
  const address = (input.address ?? '').trim();
  if (row.kind !== 'robot') {
    if (!address) throw channelFieldError('address', 'test.addressRequired');
    const [problem] = provider.validateAddress(address);
    if (problem) throw channelFieldError('address', problem, { address: address.slice(0, 80) });
  }
  const subject = input.subject?.trim() || t('messaging:test.subject', { name: row.channelName });
  const body =
    input.body?.trim() || t('messaging:test.body', { name: row.channelName, user: session.userName });
  const started = performance.now();
  const result = await provider.send(
    config,
    {
      address,
      subject,
      body,
      variables: { subject, body, channelName: row.channelName },
      messageId: `test-${generateId(deps.now())}`,
      alarm: false,
    },
    outboundProviderDeps({ allowlist: deps.config.outboundAllowlist, now: deps.now, t }),
  );
  return {
    ok: result.ok,
    answer: result.answer,
    reply: result.reply,
    durationMs: Math.max(0, Math.round(performance.now() - started)),
  };
};
